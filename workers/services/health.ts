import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Proves the database answers (a real round trip, not a ping of the binding object). */
export async function checkDatabase(db: Database): Promise<void> {
  await db.get(sql`select 1 as ok`);
}
