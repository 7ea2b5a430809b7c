// Sessions expire in KV by themselves after 30 days; this removes earlier the ones that can no
// longer sign anyone in (their user's session version moved on after a password reset or a
// disabled account, or the user is gone; or the passkey that opened them was removed), so a leaked old
// cookie's data does not linger. Each run
// walks one page of keys from where the previous run stopped; deleting a key twice is harmless.
import { inArray } from "drizzle-orm";
import { SESSION_KEY_PREFIX, type SessionMetadata } from "../accounts/sessions";
import type { Database } from "../db/client";
import { passkeys, users } from "../db/schema";
import { batchWithinLimits } from "../db/statement-limits";

const CURSOR_KEY = "housekeeping:sessions-cursor";
const PAGE = 1000;

export async function deleteDeadSessions(db: Database, sessions: KVNamespace): Promise<number> {
  const cursor = (await sessions.get(CURSOR_KEY)) ?? undefined;
  const page = await sessions.list<SessionMetadata>({ prefix: SESSION_KEY_PREFIX, cursor, limit: PAGE });
  const known = page.keys.filter((key) => typeof key.metadata?.userId === "number");
  const userIds = [...new Set(known.map((key) => key.metadata?.userId as number))];
  const current = new Map<number, number>();
  const rows = await batchWithinLimits(db, userIds, (part) =>
    db
      .select({ id: users.id, sessionVersion: users.sessionVersion, disabledAt: users.disabledAt })
      .from(users)
      .where(inArray(users.id, part)),
  );
  for (const row of rows.flat()) if (!row.disabledAt) current.set(row.id, row.sessionVersion);
  const passkeyIds = [...new Set(known.flatMap((key) => key.metadata?.passkeyId ?? []))];
  const kept = await batchWithinLimits(db, passkeyIds, (part) =>
    db.select({ id: passkeys.id }).from(passkeys).where(inArray(passkeys.id, part)),
  );
  const livePasskeys = new Set(kept.flat().map((row) => row.id));
  const dead = known.filter(
    ({ metadata }) =>
      current.get(metadata?.userId as number) !== metadata?.sessionVersion ||
      (metadata?.passkeyId !== undefined && !livePasskeys.has(metadata.passkeyId)),
  );
  await Promise.all(dead.map((key) => sessions.delete(key.name)));
  if (page.list_complete) await sessions.delete(CURSOR_KEY);
  else await sessions.put(CURSOR_KEY, page.cursor);
  return dead.length;
}
