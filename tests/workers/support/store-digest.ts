// A fingerprint of everything the store keeps (every D1 table, the carts, the uploaded images and
// the cache versions), one hash per table or namespace, so a test can tell whether a request
// changed stored data and where.
import { env } from "cloudflare:workers";

/**
 * Left out on purpose: the development outbox (emails are written after the response, in
 * `waitUntil`, so one can land during a later request) and D1's own bookkeeping tables.
 * Sessions are left out too: reading a session may refresh it, which is not a change of data.
 */
// A refused sign-in is counted on purpose (the sign-in throttle), not a change a refusal must avoid.
// The trust figures are a copy of the records, rewritten by the schedule every 5 minutes and
// computed by the first page that quotes them when it never ran (About, Contact, the trust page).
const IGNORED_TABLES = new Set(["dev_emails", "d1_migrations", "sign_in_failures", "trust_figures"]);
/** Namespaces whose values are compared (carts) and those whose keys are enough (images get new keys). */
const NAMESPACES = { CARTS: env.CARTS, CACHE_VERSIONS: env.CACHE_VERSIONS } as const;
const KEY_ONLY_NAMESPACES = { MEDIA: env.MEDIA } as const;

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

async function keyNames(namespace: KVNamespace): Promise<string> {
  const { keys } = await namespace.list();
  return JSON.stringify(keys.map(({ name }) => name));
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
    ...Object.entries(KEY_ONLY_NAMESPACES).map(async ([name, namespace]) => {
      digest[`kv:${name}`] = await sha256(await keyNames(namespace));
    }),
  ]);
  return digest;
}

/** The tables and namespaces whose contents differ between two digests. */
export function changedParts(before: StoreDigest, after: StoreDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

async function d1Changes(): Promise<number> {
  const row = await env.DB.prepare("select total_changes() as n").first<{ n: number }>();
  return row?.n ?? 0;
}

async function kvDigest(): Promise<StoreDigest> {
  const entries = await Promise.all([
    ...Object.entries(NAMESPACES).map(async ([name, namespace]) => [`kv:${name}`, await namespaceText(namespace)]),
    ...Object.entries(KEY_ONLY_NAMESPACES).map(async ([name, namespace]) => [`kv:${name}`, await keyNames(namespace)]),
  ]);
  return Object.fromEntries(entries);
}

const withoutKv = (digest: StoreDigest) =>
  Object.fromEntries(Object.entries(digest).filter(([name]) => !name.startsWith("kv:")));

/**
 * Watches stored data across many requests without reading everything each time. D1: SQLite's
 * total_changes() (local D1 is one connection, shared by the Worker and the test) says whether
 * anything was written at all, and only then are the tables hashed to name what changed (so the
 * ignored tables stay ignored); `verify()` checks that assumption before the watch is trusted.
 * KV: read again only after a request that may have written (`accepted()`), or to check a refusal.
 */
export class StoreWatch {
  private changes = -1;
  private tables: StoreDigest = {};
  private kv: StoreDigest | null = null;

  /** Call before a request: the state it is compared with afterwards. */
  async mark(): Promise<void> {
    const changes = await d1Changes();
    if (changes !== this.changes) {
      this.tables = withoutKv(await storeDigest());
      this.changes = changes;
    }
    this.kv ??= await kvDigest();
  }

  /** The request was accepted and may have written: KV is read again before the next one. */
  accepted(): void {
    this.kv = null;
  }

  /** The tables and namespaces that differ from the last `mark()`. */
  async changed(): Promise<string[]> {
    const kvNow = await kvDigest();
    const kvChanged = changedParts(this.kv ?? {}, kvNow);
    this.kv = kvNow;
    if ((await d1Changes()) === this.changes) return kvChanged;
    return [...changedParts(this.tables, withoutKv(await storeDigest())), ...kvChanged];
  }

  /** Fails unless a write by the Worker shows in total_changes() as the test reads it. */
  async verify(write: () => Promise<unknown>): Promise<void> {
    const before = await d1Changes();
    await write();
    if ((await d1Changes()) === before) throw new Error("total_changes() does not see the Worker's writes");
  }
}
