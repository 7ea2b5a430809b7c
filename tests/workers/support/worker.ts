// The test database and the demo catalogue in it, and reading a page as a person sees it.
import { env } from "cloudflare:workers";
import { createDatabase } from "../../../workers/db/client";
import { seedDemoData } from "../../../workers/db/seed/seed-demo";
import { bumpCatalogueVersion } from "../../../workers/kernel/catalogue-version";

export const db = createDatabase(env.DB);

/** The demo catalogue (tests/workers/setup.ts empties the storage before each file). */
export function seedDemo() {
  return seedDemoData(db, "test-pepper");
}

/** What the admin area does after changing the catalogue, so no cached page or answer shows the old one. */
export async function catalogueChanged() {
  await bumpCatalogueVersion(env.CACHE_VERSIONS);
}

/** The visible text of an HTML page: tags and scripts dropped, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The store itself acting (no staff member, no address): what a test's setup passes as a service's audited deps. */
export const storeActing = { db, actorUserId: null, from: null };
