import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { missingSettings, type RequiredSetting } from "../kernel/configuration";

export type HealthPart = "database" | "sessions" | "catalogueVersions";

export interface HealthReport {
  ok: boolean;
  /** The parts that did not answer, by name. */
  failing: HealthPart[];
  /** Required settings that are empty in this deployment, by name (never their values). */
  missing: RequiredSetting[];
}

/** Each part is asked for real (a query, a read), so a binding that exists but fails is caught. */
const probes: Record<HealthPart, (db: Database, env: Env) => Promise<unknown>> = {
  database: (db) => db.get(sql`select 1 as ok`),
  sessions: (_db, env) => env.SESSIONS.get("health:probe"),
  catalogueVersions: (_db, env) => env.CACHE_VERSIONS.get("health:probe"),
};

export async function checkHealth(db: Database, env: Env): Promise<HealthReport> {
  const parts = Object.keys(probes) as HealthPart[];
  const results = await Promise.allSettled(parts.map((part) => probes[part](db, env)));
  const failing = parts.filter((_, index) => results[index]?.status === "rejected");
  const missing = missingSettings(env);
  return { ok: failing.length === 0 && missing.length === 0, failing, missing };
}
