// A fingerprint of everything the store keeps (every D1 table, the carts, the uploaded images and
// the cache versions), one hash per table or namespace, so a test can tell whether a request
// changed stored data and where.
import { env } from "cloudflare:workers";

/**
 * Left out on purpose: the development outbox (emails are written after the response, in
 * `waitUntil`, so one can land during a later request) and D1's own bookkeeping tables.
 * Sessions are left out too: reading a session may refresh it, which is not a change of data.
 */
const IGNORED_TABLES = new Set(["dev_emails", "d1_migrations"]);
const NAMESPACES = { CARTS: env.CARTS, MEDIA: env.MEDIA, CACHE_VERSIONS: env.CACHE_VERSIONS } as const;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name",
  ).all<{ name: string }>();
  return results.map((row) => row.name).filter((name) => !IGNORED_TABLES.has(name));
}

async function namespaceText(namespace: KVNamespace): Promise<string> {
  const { keys } = await namespace.list();
  const values = await Promise.all(keys.map(async ({ name }) => [name, await namespace.get(name)]));
  return JSON.stringify(values);
}

export type StoreDigest = Record<string, string>;

export async function storeDigest(): Promise<StoreDigest> {
  const tables = await tableNames();
  const results = await env.DB.batch(tables.map((name) => env.DB.prepare(`select * from "${name}" order by rowid`)));
  const digest: StoreDigest = {};
  await Promise.all([
    ...tables.map(async (name, at) => {
      digest[name] = await sha256(JSON.stringify(results[at]?.results ?? []));
    }),
    ...Object.entries(NAMESPACES).map(async ([name, namespace]) => {
      digest[`kv:${name}`] = await sha256(await namespaceText(namespace));
    }),
  ]);
  return digest;
}

/** The tables and namespaces whose contents differ between two digests. */
export function changedParts(before: StoreDigest, after: StoreDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
