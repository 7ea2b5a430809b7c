import { eq } from "drizzle-orm";
import { storeSettings } from "../../../workers/db/schema";
import { db } from "./worker";

/** Runs `run` with one store setting stored as `value`, then puts the default back (the key unstored). */
export async function withStoreSetting<T>(key: string, value: unknown, run: () => Promise<T>): Promise<T> {
  await db
    .insert(storeSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
  try {
    return await run();
  } finally {
    await db.delete(storeSettings).where(eq(storeSettings.key, key));
  }
}
