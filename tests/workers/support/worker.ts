import { env, exports } from "cloudflare:workers";
import { createDatabase } from "../../../workers/db/client";
import { seedDemoData } from "../../../workers/db/seed/seed-demo";
import { bumpCatalogueVersion } from "../../../workers/services/catalogue/catalogue-version";

export const origin = "http://store.test";

/** Calls the real Worker, as a browser or API client would; redirects are returned, not followed. */
export function fetchWorker(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init }));
}

export const db = createDatabase(env.DB);

/** The demo catalogue, once per test file (storage is isolated per file). */
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
