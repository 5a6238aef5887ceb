import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { probePostgres, TEST_DATABASE_URL } from "../../tests/helpers/postgres.js";
import type { LeaderLock } from "../pipeline/leader.js";
import { openLeaderLock } from "./leader-lock.js";
import { postgresAdvisoryLock } from "./postgres/advisory-lock.js";

const URL = TEST_DATABASE_URL;
const CI = Boolean(process.env.CI);

describe("SQLite pipeline lock file", () => {
  let dir: string;
  const locks: LeaderLock[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "intel-lock-"));
  });
  afterEach(async () => {
    for (const l of locks.splice(0)) await l.release();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open = (name: string) => {
    const l = openLeaderLock(`sqlite:${join(dir, name)}`);
    locks.push(l);
    return l;
  };

  it("lets one holder in; a second one on the same file is refused and told who holds it", async () => {
    const a = open("one.db");
    const b = open("one.db");
    expect(await a.tryAcquire()).toBe(true);
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await b.holder?.()).toMatch(new RegExp(`^pid ${process.pid} on `));
    expect(b.describe).toMatch(/one\.db\.pipeline\.lock.*single|one process/);
    expect(await a.stillHeld()).toBe(true);
    expect(await b.stillHeld()).toBe(false);
    await a.release();
    expect(existsSync(join(dir, "one.db.pipeline.lock"))).toBe(false);
    expect(await b.tryAcquire()).toBe(true);
  });

  it("takes over a file left by a process that died", async () => {
    // The pid of a process that has exited (and, right after, is not reused).
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid;
    writeFileSync(
      join(dir, "two.db.pipeline.lock"),
      JSON.stringify({ pid: dead, host: hostname(), startedAt: "2026-01-01T00:00:00.000Z" }),
    );
    const a = open("two.db");
    expect(await a.tryAcquire()).toBe(true);
    expect(await a.stillHeld()).toBe(true);
  });

  it("knows it lost the lock when the file no longer names it", async () => {
    const a = open("three.db");
    expect(await a.tryAcquire()).toBe(true);
    rmSync(join(dir, "three.db.pipeline.lock"));
    expect(await a.stillHeld()).toBe(false);
  });

  it("an in-memory database is this process's alone", async () => {
    const a = openLeaderLock("sqlite::memory:");
    expect(await a.tryAcquire()).toBe(true);
    expect(await openLeaderLock("sqlite::memory:").tryAcquire()).toBe(true);
    await a.release();
  });
});

const unreachable = await probePostgres(URL);
if (unreachable && !CI) {
  // biome-ignore lint/suspicious/noConsole: a skipped database suite must be visible in the test output.
  console.warn(`PostgreSQL pipeline lock tests SKIPPED: PostgreSQL is unreachable (${unreachable}).`);
}

describe.skipIf(Boolean(unreachable) && !CI)("PostgreSQL pipeline lock", () => {
  const schema = `lock_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: URL });
  const locks: LeaderLock[] = [];
  beforeAll(async () => {
    if (unreachable) throw new Error(`CI: PostgreSQL is unreachable (${unreachable})`);
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  });
  afterEach(async () => {
    for (const l of locks.splice(0)) await l.release();
  });
  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });
  const open = (s = schema) => {
    const l = postgresAdvisoryLock(URL, { schema: s, timeoutMs: 3_000 });
    locks.push(l);
    return l;
  };

  it("one holder per schema; released on release(), and another schema does not contend", async () => {
    const a = open();
    const b = open();
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    expect(await b.holder?.()).toMatch(/^PostgreSQL backend \d+/);
    expect(await a.stillHeld()).toBe(true);
    expect(await open("public").tryAcquire()).toBe(true);
    await a.release();
    expect(await b.tryAcquire()).toBe(true);
  });

  it("a session that dies frees the lock at once, and its holder learns it lost it", async () => {
    const a = open();
    const b = open();
    let lost = 0;
    a.onLost?.(() => lost++);
    expect(await a.tryAcquire()).toBe(true);
    // What PostgreSQL does when the holder's process is killed: the session ends.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'intel-digest pipeline lock' and pid in (
          select pid from pg_locks where locktype = 'advisory' and classid = 72403
            and objid = hashtext($1)::oid)`,
      [schema],
    );
    await expect.poll(() => b.tryAcquire(), { timeout: 5_000 }).toBe(true);
    expect(await a.stillHeld()).toBe(false);
    await expect.poll(() => lost, { timeout: 5_000 }).toBe(1);
    expect(await a.tryAcquire()).toBe(false);
  });
});
