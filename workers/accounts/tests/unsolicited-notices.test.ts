// Issue 46: the allowance for emails a stranger can make the store send to someone else's address:
// one in any 24 hours per address, claimed once however many sign-ups race for it, and kept without
// the address itself.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { unsolicitedNotices } from "../../db/schema";
import { claimUnsolicitedNotice } from "../unsolicited-notices";

const db = createDatabase(env.DB);
const deps = { db, env };
const HOUR_MS = 60 * 60 * 1000;
const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

describe("the allowance of unsolicited notices", () => {
  it("gives an address one notice in any 24 hours, whatever the calendar day", async () => {
    const email = uniqueEmail("allowance");
    const start = new Date("2026-12-01T23:30:00Z");
    expect(await claimUnsolicitedNotice(deps, email, start)).toBe(true);
    expect(await claimUnsolicitedNotice(deps, email, at(start, 1))).toBe(false);
    expect(await claimUnsolicitedNotice(deps, email, at(start, 23.9))).toBe(false);
    // Another address has its own allowance.
    expect(await claimUnsolicitedNotice(deps, uniqueEmail("other"), at(start, 1))).toBe(true);
    expect(await claimUnsolicitedNotice(deps, email, at(start, 24))).toBe(true);
    expect(await claimUnsolicitedNotice(deps, email, at(start, 30))).toBe(false);
  });

  it("is claimed once when many ask at the same moment", async () => {
    const email = uniqueEmail("race");
    const now = new Date("2026-12-05T12:00:00Z");
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimUnsolicitedNotice(deps, email, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("keeps no address, and forgets a notice a day after it went", async () => {
    const email = uniqueEmail("kept");
    const start = new Date("2026-12-10T08:00:00Z");
    await claimUnsolicitedNotice(deps, email, start);
    const rows = await db.select().from(unsolicitedNotices);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(rows.some((row) => row.sentAt === start.getTime())).toBe(true);
    await claimUnsolicitedNotice(deps, uniqueEmail("later"), at(start, 25));
    const left = await db.select().from(unsolicitedNotices);
    expect(left.some((row) => row.sentAt === start.getTime())).toBe(false);
  });
});
