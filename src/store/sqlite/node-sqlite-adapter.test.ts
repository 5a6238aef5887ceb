import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { kyselySqliteDatabase } from "./node-sqlite-adapter.js";

interface T {
  t: { id: number; v: string };
}

/** A database whose prepare() calls are counted per SQL text. */
function counted() {
  const db = new DatabaseSync(":memory:");
  const prepared = new Map<string, number>();
  const prepare = db.prepare.bind(db);
  db.prepare = (sql: string) => {
    prepared.set(sql, (prepared.get(sql) ?? 0) + 1);
    return prepare(sql);
  };
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
  const k = new Kysely<T>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(db) }) });
  return { k, prepared };
}

describe("node:sqlite adapter", () => {
  it("prepares a statement once per SQL text, however often it runs", async () => {
    const { k, prepared } = counted();
    for (let id = 1; id <= 50; id++) {
      await k
        .insertInto("t")
        .values({ id, v: `row ${id}` })
        .onConflict((oc) => oc.column("id").doUpdateSet({ v: `row ${id}` }))
        .execute();
    }
    const insert = [...prepared].filter(([sql]) => sql.startsWith("insert"));
    expect(insert).toHaveLength(1);
    expect(insert[0]?.[1]).toBe(1);
    const rows = await k.selectFrom("t").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(50);
    expect(rows[49]).toEqual({ id: 50, v: "row 50" });
    await k.destroy();
  });

  it("gives a stream a statement of its own, so one left unfinished does not disturb the next query", async () => {
    const { k } = counted();
    await k
      .insertInto("t")
      .values([1, 2, 3].map((id) => ({ id, v: `row ${id}` })))
      .execute();
    const q = k.selectFrom("t").select("v").orderBy("id");
    for await (const r of q.stream()) {
      expect(r.v).toBe("row 1");
      break;
    }
    expect((await q.execute()).map((r) => r.v)).toEqual(["row 1", "row 2", "row 3"]);
    await k.destroy();
  });
});
