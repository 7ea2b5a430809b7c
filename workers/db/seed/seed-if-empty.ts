import { createDatabase } from "../client";
import { isDatabaseEmpty, seedDemoData } from "./seed-demo";

/** Entry point of scripts/seed.mjs: seeds only an empty database, so data survives restarts. */
export async function seedIfEmpty(env: Pick<Env, "DB" | "PASSWORD_PEPPER">) {
  const db = createDatabase(env.DB);
  if (!(await isDatabaseEmpty(db))) return { seeded: false as const };
  return { seeded: true as const, ...(await seedDemoData(db, env.PASSWORD_PEPPER)) };
}
