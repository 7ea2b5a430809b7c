import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { storeSettings } from "../../../workers/db/schema";
import { bumpCatalogueVersion } from "../../../workers/kernel/catalogue-version";
import { db } from "./worker";

/**
 * Stores one store setting as `value`; answers the function that puts the default back (the key
 * unstored). Each change bumps the catalogue version, as saving the settings does, so no copy of the
 * settings read before it is used.
 */
export async function setStoreSetting(key: string, value: unknown): Promise<() => Promise<void>> {
  await db
    .insert(storeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
  await bumpCatalogueVersion(env.CACHE_VERSIONS);
  return async () => {
    await db.delete(storeSettings).where(eq(storeSettings.key, key));
    await bumpCatalogueVersion(env.CACHE_VERSIONS);
  };
}

/** Runs `run` with one store setting stored as `value`, then puts the default back. */
export async function withStoreSetting<T>(key: string, value: unknown, run: () => Promise<T>): Promise<T> {
  const restore = await setStoreSetting(key, value);
  try {
    return await run();
  } finally {
    await restore();
  }
}
