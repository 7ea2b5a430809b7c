// Every statement the store builds from a list is made by statementsWithinLimits
// (workers/db/statement-limits.ts). These properties hold for any list it may be given: any length,
// rows binding different numbers of values, SQL of any length, IN lists beside other bound values.
// Each run sends the statements to the local D1, which refuses more than 100 bound values or 100 KB
// of SQL exactly as D1 does, and reads back that every element was written or found, once, in order.
import { and, asc, eq, inArray, like, type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "../../../tests/workers/support/worker";
import { effects } from "../schema";
import {
  batchWithinLimits,
  fitsOneStatement,
  MAX_BOUND_VALUES,
  MAX_STATEMENT_BYTES,
  statementsWithinLimits,
} from "../statement-limits";

/** A row of effects whose payload binds `extraValues` values and carries `paddingBytes` of SQL text. */
interface Row {
  extraValues: number;
  paddingBytes: number;
}

const rowArbitrary = fc.record({
  extraValues: fc.integer({ min: 0, max: MAX_BOUND_VALUES - 10 }),
  paddingBytes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: MAX_STATEMENT_BYTES / 2 })),
});

const at = new Date(0).toISOString();

function payloadOf(row: Row): SQL {
  const values = Array.from({ length: row.extraValues }, (_, index) => sql`${index}`);
  const padding = sql.raw(`'${"x".repeat(row.paddingBytes)}'`);
  return sql`json_array(${sql.join([padding, ...values], sql`, `)})`;
}

function insertRows(prefix: string, rows: Array<Row & { index: number }>) {
  return db.insert(effects).values(
    rows.map((row) => ({
      key: `${prefix}${row.index}`,
      kind: "email" as const,
      payload: payloadOf(row),
      nextAttemptAt: at,
    })),
  );
}

const keysStored = async (prefix: string) =>
  (
    await db
      .select({ key: effects.key })
      .from(effects)
      .where(like(effects.key, `${prefix}%`))
      .orderBy(asc(effects.id))
  ).map((row) => row.key);

let run = 0;

describe("statements built from a list", () => {
  it("each fit D1's limits and together write every row once, in order, for any list of rows", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArbitrary, { maxLength: 300, size: "max" }), async (rows) => {
        const prefix = `rows-${run++}-`;
        const indexed = rows.map((row, index) => ({ ...row, index }));
        const statements = statementsWithinLimits(indexed, (part) => insertRows(prefix, part));
        expect(statements.every(fitsOneStatement)).toBe(true);
        await batchWithinLimits(db, indexed, (part) => insertRows(prefix, part));
        expect(await keysStored(prefix)).toEqual(indexed.map((row) => `${prefix}${row.index}`));
      }),
      { numRuns: 25 },
    );
  });

  it("read every value of an IN list of any length, beside any number of other bound values", async () => {
    const prefix = "listed-";
    const stored = Array.from({ length: 400 }, (_, index) => ({ extraValues: 0, paddingBytes: 0, index }));
    await batchWithinLimits(db, stored, (part) => insertRows(prefix, part));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 399 }), { maxLength: 400, size: "max" }),
        fc.integer({ min: 0, max: MAX_BOUND_VALUES - 1 }),
        async (indexes, otherValues) => {
          const keys = indexes.map((index) => `${prefix}${index}`);
          // A condition that holds for every row and binds `otherValues` values of its own.
          const values = [sql`0`, ...Array.from({ length: otherValues }, (_, index) => sql`${index}`)];
          const alwaysTrue = sql`json_array(${sql.join(values, sql`, `)}) is not null`;
          const select = (part: string[]) =>
            db
              .select({ key: effects.key })
              .from(effects)
              .where(and(inArray(effects.key, part), alwaysTrue));
          expect(statementsWithinLimits(keys, select).every(fitsOneStatement)).toBe(true);
          const found = (await batchWithinLimits(db, keys, select)).flat().map((row) => row.key);
          expect(found.sort()).toEqual([...keys].sort());
        },
      ),
      { numRuns: 25 },
    );
  });

  it("are all or nothing when sent in one batch: a refused row leaves no row of the list", async () => {
    const prefix = "atomic-";
    const rows = Array.from({ length: MAX_BOUND_VALUES }, (_, index) => ({ extraValues: 0, paddingBytes: 0, index }));
    // The last row repeats the first one's key, which is unique.
    const withRepeat = [...rows, { extraValues: 0, paddingBytes: 0, index: 0 }];
    expect(statementsWithinLimits(withRepeat, (part) => insertRows(prefix, part)).length).toBeGreaterThan(1);
    await expect(batchWithinLimits(db, withRepeat, (part) => insertRows(prefix, part))).rejects.toThrow(/UNIQUE/);
    expect(await keysStored(prefix)).toEqual([]);
  });

  it("refuse, before anything is sent, an element whose statement alone is over the limit", async () => {
    const tooMany = { extraValues: MAX_BOUND_VALUES + 1, paddingBytes: 0, index: 0 };
    expect(() => statementsWithinLimits([tooMany], (part) => insertRows("too-many-", part))).toThrow(
      /over D1's limits/,
    );
    expect(await db.select().from(effects).where(eq(effects.key, "too-many-0"))).toEqual([]);
  });
});
