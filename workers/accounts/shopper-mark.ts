// Who "one shopper" is for a discount code's first-order and per-shopper limits: every account whose
// email address normalises to the same one, deleted accounts included. An account keeps a keyed hash
// of that address (users.shopper_mark, HMAC-SHA256 with the SHOPPER_MARK_KEY secret), used for this
// and nothing else: without the key the mark cannot be matched to an address, so a deleted account
// keeps no readable trace of whose it was (docs/decisions/045-shopper-marks.md).
import { and, eq, isNull, notLike, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { DELETED_EMAIL_DOMAIN } from "./deleted-address";

export type MarkEnv = Pick<Env, "SHOPPER_MARK_KEY">;

/** Domains whose mailboxes ignore dots in the local part: a.b@gmail.com is ab@gmail.com. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The address as its mailbox receives it: lower-case, without a "+tag" (a+promo@x.com is a@x.com,
 * which every large provider delivers to the same mailbox), and for Gmail without dots and with
 * googlemail.com as gmail.com. Dots elsewhere are kept: other providers tell a.b from ab.
 */
export function normalizedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  const untagged = address.slice(0, at).split("+")[0] || address.slice(0, at);
  if (!DOTLESS_DOMAINS.has(domain)) return `${untagged}@${domain}`;
  return `${untagged.replaceAll(".", "")}@gmail.com`;
}

async function markKey(env: MarkEnv): Promise<CryptoKey> {
  const secret = env.SHOPPER_MARK_KEY?.trim();
  if (!secret) throw new Error("SHOPPER_MARK_KEY is not set");
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
}

/** The keyed hash of the normalised address, hex. */
export async function shopperMark(env: MarkEnv, email: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await markKey(env),
    new TextEncoder().encode(normalizedAddress(email)),
  );
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The ids of every account of the shopper `userId` names (an id or a column of the outer statement):
 * theirs, and those with the same mark. An account without a mark yet is only itself.
 */
export function accountsOf(userId: number | SQL): SQL {
  return sql`(select ${users.id} from ${users} where ${users.id} = ${userId}
    or ${users.shopperMark} = (select ${users.shopperMark} from ${users} where ${users.id} = ${userId}))`;
}

/** Accounts per housekeeping run: each is one update of two values. */
const MARKS_PER_RUN = 50;

/**
 * Marks accounts made before marks existed (or by a path that does not set one: the admin script,
 * the demo seed), a page per run; deleted accounts are marked when they are deleted. Idempotent.
 */
export async function markUnmarkedShoppers(db: Database, env: MarkEnv): Promise<number> {
  const unmarked = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isNull(users.shopperMark), notLike(users.email, `%@${DELETED_EMAIL_DOMAIN}`)))
    .limit(MARKS_PER_RUN);
  const marks = await Promise.all(unmarked.map((user) => shopperMark(env, user.email)));
  const [first, ...rest] = unmarked.map((user, index) =>
    db
      .update(users)
      .set({ shopperMark: marks[index] })
      .where(and(eq(users.id, user.id), isNull(users.shopperMark))),
  );
  if (first) await db.batch([first, ...rest]);
  return unmarked.length;
}
