// Sessions expire in KV by themselves after 30 days; this removes earlier the ones that can no
// longer sign anyone in (their user's session version moved on after a password reset or a
// disabled account, or the user is gone), so a leaked old cookie's data does not linger. Each run
// walks one page of keys from where the previous run stopped; deleting a key twice is harmless.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { SESSION_KEY_PREFIX, type SessionMetadata } from "../auth/sessions";

const CURSOR_KEY = "housekeeping:sessions-cursor";
const PAGE = 1000;
/** D1 allows 100 bound parameters per statement. */
const IDS_PER_QUERY = 90;

export async function deleteDeadSessions(db: Database, sessions: KVNamespace): Promise<number> {
  const cursor = (await sessions.get(CURSOR_KEY)) ?? undefined;
  const page = await sessions.list<SessionMetadata>({ prefix: SESSION_KEY_PREFIX, cursor, limit: PAGE });
  const known = page.keys.filter((key) => typeof key.metadata?.userId === "number");
  const userIds = [...new Set(known.map((key) => key.metadata?.userId as number))];
  const current = new Map<number, number>();
  for (let start = 0; start < userIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: users.id, sessionVersion: users.sessionVersion, disabledAt: users.disabledAt })
      .from(users)
      .where(inArray(users.id, userIds.slice(start, start + IDS_PER_QUERY)));
    for (const row of rows) if (!row.disabledAt) current.set(row.id, row.sessionVersion);
  }
  const dead = known.filter((key) => current.get(key.metadata?.userId as number) !== key.metadata?.sessionVersion);
  await Promise.all(dead.map((key) => sessions.delete(key.name)));
  if (page.list_complete) await sessions.delete(CURSOR_KEY);
  else await sessions.put(CURSOR_KEY, page.cursor);
  return dead.length;
}
