import { env, exports } from "cloudflare:workers";
import { createDatabase } from "../../../workers/db/client";
import { seedDemoData } from "../../../workers/db/seed/seed-demo";
import { bumpCatalogueVersion } from "../../../workers/services/catalogue/catalogue-version";

export const origin = "http://store.test";

/**
 * Calls the real Worker as this store's own pages would: redirects are returned, not followed, and
 * a state-changing request carries the store's Origin as a browser sends it (pass another Origin to
 * play a cross-site caller).
 */
export function fetchWorker(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  const safe = ["GET", "HEAD"].includes((init.method ?? "GET").toUpperCase());
  if (!safe && !headers.has("Origin")) headers.set("Origin", origin);
  // Browsers always send Host; Remix compares it with Origin before running an action.
  if (!headers.has("Host")) headers.set("Host", new URL(origin).host);
  return exports.default.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init, headers }));
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
