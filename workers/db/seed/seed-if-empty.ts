import { rebuildSearchIndex, searchIndexNeedsRebuild } from "../../catalogue/search-index";
import { createDatabase } from "../client";
import { isDatabaseEmpty, seedDemoData } from "./seed-demo";

/**
 * Entry point of scripts/seed.mjs: seeds only an empty database, so data survives restarts. A
 * database with data whose search index is still the plain words migration 0041 backfilled gets
 * its index rebuilt once, typos included (decision 067).
 */
export async function seedIfEmpty(env: Pick<Env, "DB" | "PASSWORD_PEPPER">) {
  const db = createDatabase(env.DB);
  if (!(await isDatabaseEmpty(db))) {
    const reindexed = (await searchIndexNeedsRebuild(db)) ? await rebuildSearchIndex(db) : 0;
    return { seeded: false as const, reindexed };
  }
  return { seeded: true as const, ...(await seedDemoData(db, env.PASSWORD_PEPPER)) };
}
