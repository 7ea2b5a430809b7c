// One press, one effect (issue 46, decision 042). A change that carries a press's key runs only if
// that press changed nothing yet, and records the press in the same D1 batch: a batch is one
// transaction that runs alone, so two requests with one key, however close, cannot both apply, and
// neither leaves the press half recorded. A refused change records nothing: pressing again retries it.
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { presses } from "../db/schema";

/** One press of one control by one shopper: the action and what it acted on, then the key it carried. */
export interface Press {
  userId: number;
  key: string;
}

/** The press a request carried for `action` (`cart-add:coin:3`), or none when it carried no key. */
export function pressOf(userId: number, action: string, key: string | undefined): Press | null {
  return key ? { userId, key: `${action}:${key}` } : null;
}

const isPress = (press: Press) => and(eq(presses.userId, press.userId), eq(presses.key, press.key));

/** A change's condition: this press has not changed anything yet (always true without a press). */
export function notYetApplied(press: Press | null): SQL {
  return press ? sql`not exists (select 1 from ${presses} where ${isPress(press)})` : sql`1`;
}

/**
 * Records the press when the statement just before it in the batch changed a row: SQLite's
 * `changes()` counts the rows the last INSERT, UPDATE or DELETE changed, and a batch runs its
 * statements in order with nothing between them. Put it right after the change it records.
 */
export function recordIfApplied(db: Database, press: Press, now: Date) {
  const row = sql`select ${press.userId}, ${press.key}, ${now.toISOString()} where changes() > 0`;
  return db.insert(presses).select(row).onConflictDoNothing();
}

/** Whether the press is recorded: read after the change in the same batch, it tells a repeat from a refusal. */
export function selectPress(db: Database, press: Press) {
  return db.select({ key: presses.key }).from(presses).where(isPress(press));
}

/** Keys live a day: far past any retry or second tab, and the table stays a day's presses long. */
export const PRESS_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function forgetOldPresses(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PRESS_KEY_LIFETIME_MS).toISOString();
  const gone = await db.delete(presses).where(lt(presses.pressedAt, before)).returning({ key: presses.key });
  return gone.length;
}
