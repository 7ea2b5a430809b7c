import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type ObservedStatement, observeD1, type RoundTripTiming } from "../observed-d1";

function observed() {
  const trips: ObservedStatement[][] = [];
  const timings: RoundTripTiming[] = [];
  const d1 = observeD1(
    env.DB,
    (trip) => trips.push(trip),
    (timing) => {
      timings.push(timing);
    },
  );
  return { d1, trips, timings };
}

describe("observeD1", () => {
  it("times each round trip and counts its rows from D1's meta, or the wall clock where D1 reports none, and answers as D1 does", async () => {
    const { d1, trips, timings } = observed();
    const sql = "select ? as one";
    const all = await d1.prepare(sql).bind(1).all();
    const run = await d1.prepare(sql).bind(1).run();
    const raw = await d1.prepare(sql).bind(1).raw();
    const first = await d1.prepare(sql).bind(1).first();
    const batch = await d1.batch([d1.prepare(sql).bind(1), d1.prepare(sql).bind(2)]);

    expect(all.results).toEqual((await env.DB.prepare(sql).bind(1).all()).results);
    expect(run.results).toEqual([{ one: 1 }]);
    expect(raw).toEqual([[1]]);
    expect(first).toEqual({ one: 1 });
    expect(batch.map((result) => result.results)).toEqual([[{ one: 1 }], [{ one: 2 }]]);

    expect(trips.map((trip) => trip.length)).toEqual([1, 1, 1, 1, 2]);
    expect(timings.map((timing) => timing.source)).toEqual(["d1", "d1", "wall", "wall", "d1"]);
    expect(timings[0]?.durationMs).toBe(all.meta.duration);
    expect(timings[4]?.durationMs).toBe(batch.reduce((sum, result) => sum + result.meta.duration, 0));
    for (const timing of timings) expect(timing.durationMs).toBeGreaterThanOrEqual(0);
    // The rows read, where D1's answer says: bench:scale's budget of rows per request.
    expect(timings.map((timing) => timing.rowsRead)).toEqual([
      all.meta.rows_read,
      run.meta.rows_read,
      undefined,
      undefined,
      batch.reduce((sum, result) => sum + result.meta.rows_read, 0),
    ]);
  });

  it("gives the caller its answer only once the listener is done with it", async () => {
    const order: string[] = [];
    const d1 = observeD1(
      env.DB,
      () => {},
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push("listener");
      },
    );
    await d1.prepare("select 1").all();
    order.push("caller");
    expect(order).toEqual(["listener", "caller"]);
  });

  it("keeps a failing statement's error for its caller and reports no timing for it", async () => {
    const { d1, trips, timings } = observed();
    await expect(d1.prepare("select * from no_such_table").all()).rejects.toThrow(/no_such_table/);
    expect(trips).toHaveLength(1);
    expect(timings).toEqual([]);
  });

  it("times the trips of a session opened from an observed binding", async () => {
    const { d1, timings } = observed();
    await d1.withSession("first-unconstrained").prepare("select 1").all();
    expect(timings.map((timing) => timing.source)).toEqual(["d1"]);
  });
});
