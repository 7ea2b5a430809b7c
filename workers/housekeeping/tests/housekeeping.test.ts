// The Cron Trigger's housekeeping, through the Worker's own scheduled() handler.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createShopper, db } from "../../../tests/workers/support/catalogue-rows";
import { forgetOldSignIns } from "../../accounts/sign-ins";
import {
  emailVerificationTokens,
  orderStatusHistory,
  orders,
  passkeys,
  passwordResetTokens,
  presses,
  serverErrors,
  signIns,
  users,
} from "../../db/schema";
import worker from "../../index";

const minutesAgo = (minutes: number, from = Date.now()) => new Date(from - minutes * 60_000).toISOString();

async function runScheduled(at = Date.now()) {
  const controller = createScheduledController({ cron: "*/5 * * * *", scheduledTime: at });
  const ctx = createExecutionContext();
  worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function orderCreated(minutes: number, status = "pendente") {
  const shopper = await createShopper();
  const [order] = await db
    .insert(orders)
    .values({
      userId: shopper.id,
      status,
      paymentMethod: "credit_card",
      currency: "BRL",
      totalCents: 3990,
      createdAt: minutesAgo(minutes + 60),
      // The last write is the newest payment attempt's session.
      updatedAt: minutesAgo(minutes),
    })
    .returning();
  if (!order) throw new Error("order insert failed");
  return order;
}

const statusOf = async (id: number) => (await db.query.orders.findFirst({ where: eq(orders.id, id) }))?.status;

describe("scheduled housekeeping", () => {
  it("cancels unpaid orders whose payment session ended, once, even when two runs race", async () => {
    const expired = await orderCreated(40);
    const fresh = await orderCreated(10);
    const paid = await orderCreated(60, "processando");

    await Promise.all([runScheduled(), runScheduled()]);

    expect(await statusOf(expired.id)).toBe("cancelado");
    expect(await statusOf(fresh.id)).toBe("pendente");
    expect(await statusOf(paid.id)).toBe("processando");
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, expired.id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: "pendente", toStatus: "cancelado" })]);

    await runScheduled();
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, expired.id))).toHaveLength(
      1,
    );
  });

  it("deletes tokens a day after they expired or were used, and keeps live ones", async () => {
    const shopper = await createShopper();
    const token = (hash: string, expiresAt: string, usedAt: string | null = null) => ({
      userId: shopper.id,
      tokenHash: hash,
      expiresAt,
      usedAt,
    });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await db
      .insert(emailVerificationTokens)
      .values([
        token("expired-long-ago", minutesAgo(2 * 24 * 60)),
        token("live", inAnHour),
        token("used-long-ago", inAnHour, minutesAgo(2 * 24 * 60)),
        token("used-just-now", inAnHour, minutesAgo(1)),
      ]);
    await db
      .insert(passwordResetTokens)
      .values([token("reset-expired", minutesAgo(3 * 24 * 60)), token("reset-live", inAnHour)]);

    await Promise.all([runScheduled(), runScheduled()]);

    const left = (await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, shopper.id)))
      .map((row) => row.tokenHash)
      .sort();
    expect(left).toEqual(["live", "used-just-now"]);
    const resets = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, shopper.id));
    expect(resets.map((row) => row.tokenHash)).toEqual(["reset-live"]);
  });

  it("deletes sessions that can no longer sign anyone in and keeps the live ones", async () => {
    const shopper = await createShopper();
    const put = (id: string, version: number) =>
      env.SESSIONS.put(`session:${id}`, JSON.stringify({ userId: shopper.id, sessionVersion: version }), {
        metadata: { userId: shopper.id, sessionVersion: version },
      });
    await put("old-version", 1);
    await put("current", 2);
    await db.update(users).set({ sessionVersion: 2 }).where(eq(users.id, shopper.id));

    await runScheduled();

    expect(await env.SESSIONS.get("session:old-version")).toBeNull();
    expect(await env.SESSIONS.get("session:current")).not.toBeNull();

    await db.update(users).set({ disabledAt: new Date().toISOString() }).where(eq(users.id, shopper.id));
    await runScheduled();
    expect(await env.SESSIONS.get("session:current")).toBeNull();
  });

  it("deletes the sessions of a removed passkey and keeps those of the passkeys still there", async () => {
    const shopper = await createShopper();
    const passkeyOf = async (credentialId: string) => {
      const [row] = await db
        .insert(passkeys)
        .values({ userId: shopper.id, credentialId, publicKey: "key", name: credentialId })
        .returning({ id: passkeys.id });
      if (!row) throw new Error("no passkey row");
      return row.id;
    };
    const [removed, kept] = [await passkeyOf(`gone-${shopper.id}`), await passkeyOf(`kept-${shopper.id}`)];
    const { sessionVersion } = shopper;
    const put = (id: string, passkeyId: number) =>
      env.SESSIONS.put(`session:${id}`, JSON.stringify({ userId: shopper.id, sessionVersion, passkeyId }), {
        metadata: { userId: shopper.id, sessionVersion, passkeyId },
      });
    await put("removed-passkey", removed);
    await put("kept-passkey", kept);
    await db.delete(passkeys).where(eq(passkeys.id, removed));

    await runScheduled();

    expect(await env.SESSIONS.get("session:removed-passkey")).toBeNull();
    expect(await env.SESSIONS.get("session:kept-passkey")).not.toBeNull();
  });

  it("forgets server errors after 30 days", async () => {
    await db.insert(serverErrors).values([
      { requestId: "req-31-days", method: "GET", path: "/", status: 500, createdAt: minutesAgo(31 * 24 * 60) },
      { requestId: "req-yesterday", method: "GET", path: "/", status: 500, createdAt: minutesAgo(24 * 60) },
    ]);
    await Promise.all([runScheduled(), runScheduled()]);
    expect((await db.select().from(serverErrors)).map((row) => row.requestId)).toEqual(["req-yesterday"]);
  });

  it("forgets sign-ins after 400 days, a bounded number per run", async () => {
    const shopper = await createShopper();
    const day = 24 * 60;
    await db.insert(signIns).values([
      { userId: shopper.id, at: minutesAgo(401 * day), ip: "192.0.2.10", country: "BR", method: "password" },
      { userId: shopper.id, at: minutesAgo(399 * day), ip: "192.0.2.11", country: "BR", method: "passkey" },
    ]);
    await Promise.all([runScheduled(), runScheduled()]);
    const kept = await db.select({ ip: signIns.ip }).from(signIns).where(eq(signIns.userId, shopper.id));
    expect(kept.map((row) => row.ip)).toEqual(["192.0.2.11"]);

    // 600 old rows: one run forgets 500 of them, the next the rest.
    const old = Array.from({ length: 600 }, () => ({
      userId: shopper.id,
      at: minutesAgo(500 * day),
      method: "password",
    }));
    for (let i = 0; i < old.length; i += 20) await db.insert(signIns).values(old.slice(i, i + 20));
    expect(await forgetOldSignIns(db, new Date())).toBe(500);
    expect(await forgetOldSignIns(db, new Date())).toBe(100);
    expect(await db.select().from(signIns).where(eq(signIns.userId, shopper.id))).toHaveLength(1);
  });

  it("forgets the keys of presses after a day, so the table holds a day of presses", async () => {
    const shopper = await createShopper();
    await db.insert(presses).values([
      { userId: shopper.id, key: "cart-add:coin:1:two-days-ago", pressedAt: minutesAgo(2 * 24 * 60) },
      { userId: shopper.id, key: "cart-add:coin:1:an-hour-ago", pressedAt: minutesAgo(60) },
    ]);
    await Promise.all([runScheduled(), runScheduled()]);
    const kept = await db.select({ key: presses.key }).from(presses).where(eq(presses.userId, shopper.id));
    expect(kept.map((row) => row.key)).toEqual(["cart-add:coin:1:an-hour-ago"]);
  });
});
