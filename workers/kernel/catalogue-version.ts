// The catalogue's version: part of every edge-cache key of the catalogue pages and API
// (workers/edge/edge-cache.ts), so bumping it makes every cached copy unreachable at once.
// It lives in KV (CACHE_VERSIONS), read on each cacheable request: a D1 read there would add a
// round trip to every catalogue request, cached or not. Shared kernel: settings and reviews bump it
// as the admin's catalogue changes do, and the catalogue reads settings, so it can't be the
// catalogue area's (docs/decisions/053-areas-one-way.md).

const CATALOGUE_KEY = "catalogue";

/** Before the first bump every copy shares version "0". */
export async function getCatalogueVersion(kv: KVNamespace): Promise<string> {
  return (await kv.get(CATALOGUE_KEY)) ?? "0";
}

/**
 * Call after every change the catalogue pages or API show: games, coin offers, items, featured
 * games and store settings. KV makes the new version visible at once where it was written and
 * within about a minute everywhere else, the same order as the cache's s-maxage.
 */
export async function bumpCatalogueVersion(kv: KVNamespace): Promise<string> {
  const version = crypto.randomUUID();
  await kv.put(CATALOGUE_KEY, version);
  return version;
}
