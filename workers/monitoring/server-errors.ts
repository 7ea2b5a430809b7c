// 5xx answers, remembered in D1 (besides the log line) so the admin dashboard can show them.
import { lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { serverErrors } from "../db/schema";

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** A path is kept short: it is for finding the route, and a hostile URL must not fill the table. */
const MAX_PATH = 200;

export interface ServerErrorRecord {
  requestId: string;
  method: string;
  path: string;
  status: number;
}

export async function recordServerError(db: Database, error: ServerErrorRecord): Promise<void> {
  await db.insert(serverErrors).values({ ...error, path: error.path.slice(0, MAX_PATH) });
}

export async function pruneServerErrors(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(serverErrors)
    .where(lt(serverErrors.createdAt, new Date(now.getTime() - KEEP_MS).toISOString()))
    .returning({ id: serverErrors.id });
  return deleted.length;
}
