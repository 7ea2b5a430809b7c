// Emails a stranger can make the store send to someone else's address, which its owner never asked
// for: today the "you already have an account" notice of a sign-up naming a taken address. They have
// their own allowance, one a day per address, so anonymous sign-ups can neither flood a mailbox nor
// use up the owner's own reset and verification emails (docs/decisions/013-rate-limits.md).
// Counted in D1, since a day outlasts the rate-limit bindings' windows; one conditional upsert, so
// sign-ups at the same moment claim the allowance once.
import { lt, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { unsolicitedNotices } from "../db/schema";

const ALLOWANCE_MS = 24 * 60 * 60 * 1000;

/**
 * The address as a keyed hash: the table lets nobody list the addresses that were named, and a
 * rotated SESSION_SECRET only forgets a day's allowances.
 */
async function addressKey(secret: string, email: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`unsolicited-notice:${email}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Takes the address's allowance for one unsolicited notice: true when none went to `email` in the
 * 24 hours before `now` (the caller sends it), false when one did (the caller sends nothing).
 */
export async function claimUnsolicitedNotice(
  deps: { db: Database; env: Pick<Env, "SESSION_SECRET"> },
  email: string,
  now: Date,
): Promise<boolean> {
  const t = unsolicitedNotices;
  const sentAt = now.getTime();
  const dayBefore = sentAt - ALLOWANCE_MS;
  const [claimed] = await deps.db.batch([
    deps.db
      .insert(t)
      .values({ addressKey: await addressKey(deps.env.SESSION_SECRET, email), sentAt })
      .onConflictDoUpdate({ target: t.addressKey, set: { sentAt }, setWhere: lte(t.sentAt, dayBefore) })
      .returning({ addressKey: t.addressKey }),
    deps.db.delete(t).where(lt(t.sentAt, dayBefore)),
  ]);
  return claimed.length > 0;
}
