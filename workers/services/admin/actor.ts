import type { Database } from "../../db/client";

/** What every admin service needs: the database, the bindings, and who is acting (for the audit log). */
export interface AdminDeps {
  db: Database;
  env: Env;
  actorUserId: number;
}
