import { readFile } from "node:fs/promises";
import { MasterDigest } from "../digest/schema.js";
import { slotKey } from "../digest/slot.js";
import type { Store } from "../store/types.js";

export type ImportResult =
  | { ok: true; id: string; slot: string; inserted: boolean }
  | { ok: false; problems: string[] };

/**
 * Validates a digest file (one digest object, or an array of them) against the schema and stores each in the slot
 * of its createdAt. Nothing is written unless every digest in the file is valid.
 */
export async function importDigests(store: Store, file: string): Promise<ImportResult[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code === "ENOENT" ? "file not found" : "not valid JSON";
    return [{ ok: false, problems: [`${file}: ${reason}`] }];
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const checked = list.map((d, i) => {
    const r = MasterDigest.safeParse(d);
    const where = Array.isArray(parsed) ? `[${i}]` : "";
    return r.success
      ? ({ ok: true, digest: r.data } as const)
      : ({
          ok: false,
          problems: r.error.issues.map(
            (x) => `${file}${where}: ${x.path.join(".") || "(root)"}: ${x.message}`,
          ),
        } as const);
  });
  const bad = checked.filter((c) => !c.ok);
  if (bad.length) return bad.map((b) => ({ ok: false, problems: b.problems }));
  const results: ImportResult[] = [];
  for (const c of checked) {
    if (!c.ok) continue;
    const slot = slotKey(new Date(c.digest.createdAt));
    const { inserted } = await store.insertDigest(c.digest, { slot, engine: "import" });
    results.push({ ok: true, id: c.digest.id, slot, inserted });
  }
  return results;
}
