// D1 refuses a statement that binds more than 100 values ("too many SQL variables") or whose SQL
// is longer than 100 KB; the local D1 the tests run on refuses exactly the same. A statement built
// from a list (rows to insert, ids in an IN list) grows with the list, so every such statement is
// built here, split into as many statements as its list needs, for the caller to run in ONE batch
// (all or nothing, as the single statement was). See docs/decisions/041-statement-limits.md.
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";

/** The most values D1 binds in one statement. */
export const MAX_BOUND_VALUES = 100;
/** The longest SQL text D1 accepts in one statement, in bytes. */
export const MAX_STATEMENT_BYTES = 100_000;

/** What drizzle's inserts, updates, deletes and selects say of themselves before they run. */
export interface MeasurableStatement {
  toSQL(): { sql: string; params: unknown[] };
}

const encoder = new TextEncoder();

/** Whether D1 accepts the statement as built: its bound values and its SQL's length within the limits. */
export function fitsOneStatement(statement: MeasurableStatement): boolean {
  const { sql, params } = statement.toSQL();
  return params.length <= MAX_BOUND_VALUES && encoder.encode(sql).length <= MAX_STATEMENT_BYTES;
}

/**
 * The statements `build` makes (without running them) from consecutive parts of `list`, each one
 * D1 accepts, together covering every element once, in order; none for an empty list. The parts
 * are as long as the first two elements' statements suggest (the values the statement binds once,
 * and those each element adds), and every statement is measured as built: one that does not fit
 * (a later element binds more) is built again from the two halves of its part.
 */
export function statementsWithinLimits<Element, Statement extends MeasurableStatement>(
  list: readonly Element[],
  build: (part: Element[]) => Statement,
): Statement[] {
  if (list.length === 0) return [];
  const boundValues = (part: Element[]) => build(part).toSQL().params.length;
  const one = boundValues(list.slice(0, 1));
  const perElement = Math.max(1, list.length > 1 ? boundValues(list.slice(0, 2)) - one : one);
  const once = Math.max(0, one - perElement);
  const partLength = Math.max(1, Math.floor((MAX_BOUND_VALUES - once) / perElement));
  const fitting = (part: Element[]): Statement[] => {
    const statement = build(part);
    if (fitsOneStatement(statement)) return [statement];
    if (part.length === 1) {
      throw new Error(`One element's statement is over D1's limits: ${statement.toSQL().params.length} bound values`);
    }
    const half = Math.ceil(part.length / 2);
    return [...fitting(part.slice(0, half)), ...fitting(part.slice(half))];
  };
  const statements: Statement[] = [];
  for (let start = 0; start < list.length; start += partLength) {
    statements.push(...fitting(list.slice(start, start + partLength)));
  }
  return statements;
}

type LimitedStatement = BatchItem<"sqlite"> & MeasurableStatement;

/**
 * Runs the statements `build` makes for every element of `list` (statementsWithinLimits) in one
 * batch, all or nothing, and answers each statement's result in order (a select's rows: `.flat()`
 * joins them); no round trip for an empty list.
 */
export async function batchWithinLimits<Element, Statement extends LimitedStatement>(
  db: Database,
  list: readonly Element[],
  build: (part: Element[]) => Statement,
): Promise<Array<Awaited<Statement>>> {
  const [first, ...rest] = statementsWithinLimits(list, build);
  if (!first) return [];
  return (await db.batch([first, ...rest])) as Array<Awaited<Statement>>;
}
