import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";

async function get(path: string, bindings: Partial<Env>, headers?: HeadersInit) {
  const response = await fetchWorker(path, { headers }, { bindings });
  const body = await response.text();
  return { status: response.status, body, cache: response.headers.get("x-edge-cache") };
}

const benchEnv = { ...env, BENCH: "1" };
const counters = async () =>
  JSON.parse((await get("/__bench/d1", benchEnv)).body) as {
    roundTrips: number;
    d1Ms: number;
    wallTimedTrips: number;
    rowsRead: number;
  };

beforeAll(async () => {
  await seedDemo();
});

describe("bench mode", () => {
  it("does not exist unless wrangler starts the Worker with BENCH=1", async () => {
    const hello = await get("/__bench/hello", env);
    expect(hello.status).toBe(404);
    expect(hello.body).toContain("<html");
    expect((await get("/__bench/d1", env)).status).toBe(404);
    expect((await get("/__bench/rows-on", env)).status).toBe(404);
  });

  it("counts the rows D1 read only between rows-on and rows-off, reads through raw() included", async () => {
    const skip = { "x-bench-no-cache": "1" };
    const before = await counters();
    await get("/api/games", benchEnv, skip);
    expect((await counters()).rowsRead).toBe(before.rowsRead);
    await get("/__bench/rows-on", benchEnv);
    await get("/api/games", benchEnv, skip);
    const counted = await counters();
    await get("/__bench/rows-off", benchEnv);
    // The demo catalogue's games, at least, were read.
    expect(counted.rowsRead - before.rowsRead).toBeGreaterThanOrEqual(15);
    await get("/api/games", benchEnv, skip);
    expect((await counters()).rowsRead).toBe(counted.rowsRead);
  });

  it("answers the baseline and counts D1 round trips, with the edge cache skipped on request", async () => {
    expect(await get("/__bench/hello", benchEnv)).toMatchObject({ status: 200, body: "Hello, world!" });
    const skip = { "x-bench-no-cache": "1" };
    // The store settings the layout shows are read once per isolate and catalogue version; the
    // isolate's first page pays that trip, every later page does not.
    await get("/", benchEnv, skip);
    const before = await counters();
    expect((await get("/game/1?type=items&page=2", benchEnv, skip)).cache).toBe("BYPASS");
    expect((await get("/api/games", benchEnv, skip)).cache).toBe("BYPASS");
    const after = await counters();
    expect(after.roundTrips - before.roundTrips).toBe(3);
    // And it adds up the time D1 spent on them.
    expect(after.d1Ms).toBeGreaterThan(before.d1Ms);
    // Served from the edge cache, a page costs no round trip and no D1 time.
    await get("/api/games", benchEnv);
    const cached = await counters();
    expect((await get("/api/games", benchEnv)).cache).toBe("HIT");
    expect(await counters()).toEqual(cached);
  });
});
