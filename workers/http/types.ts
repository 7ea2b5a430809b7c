import type { Database } from "../db/client";

/** Hono generics shared by every sub-app: typed bindings and the per-request database. */
export interface ApiEnv {
  Bindings: Env;
  Variables: { db: Database };
}
