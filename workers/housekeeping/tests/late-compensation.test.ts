// Issue 16, compensation without asking: a paid order still undelivered at its deliver_by gets the
// share of its total its rule names back through the payment adapter, once, however many scheduled
// runs race; never a delivered order, never an order paid while compensation was off.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { mailbox } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { orderCompensations, orders, payments } from "../../db/schema";
import worker from "../../index";
import { compensateLateOrders } from "../../orders/compensation";
import type { PaymentProvider } from "../../payments/provider";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";

let buy: (label: string) => Promise<{ orderId: number; email: string }>;

beforeAll(async () => {
  await seedOnce();
  const game = await gameNamed("Tibia");
  const item = await itemOf(game.id);
  buy = async (label) => {
    const { account, cookie } = await shopperSession(label);
    const orderId = await paidOrder(cookie, item, {
      server: game.servers[0] ?? null,
      platform: game.platforms[0] ?? null,
    });
    return { orderId, email: account.email };
  };
});

async function runScheduled(at = Date.now()) {
  const controller = createScheduledController({ cron: "*/5 * * * *", scheduledTime: at });
  const ctx = createExecutionContext();
  worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** The order's promise ran out `minutes` ago. */
async function lateBy(orderId: number, minutes: number) {
  await db
    .update(orders)
    .set({ deliverBy: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where(eq(orders.id, orderId));
}

const compensationsOf = (orderId: number) =>
  db.select().from(orderCompensations).where(eq(orderCompensations.orderId, orderId));
const refundsOf = (orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));

describe("compensation for a late order", () => {
  it("gives back 10% once, even when several scheduled runs race, and emails the shopper", async () => {
    const { orderId, email } = await buy("late");
    await lateBy(orderId, 1);
    await Promise.all([runScheduled(), runScheduled(), runScheduled()]);
    await runScheduled();

    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const expected = Math.round(((order?.totalCents ?? 0) * 10) / 100);
    expect(await compensationsOf(orderId)).toEqual([
      expect.objectContaining({ percent: 10, amountCents: expected, currency: order?.currency }),
    ]);
    expect((await refundsOf(orderId)).map((row) => row.amountCents)).toEqual([expected]);
    // A partial refund: the order is still being delivered.
    expect(order?.status).toBe("processando");
    const emails = (await mailbox(email)).filter((mail) => mail.subject.includes("we are late"));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain("10%");
  });

  it("asks the payment adapter once when runs race inside the same moment", async () => {
    const { orderId } = await buy("late-race");
    await lateBy(orderId, 5);
    const sandbox = new SandboxPaymentProvider("http://store.test");
    let calls = 0;
    const slow: PaymentProvider = {
      name: "sandbox",
      submitDisputeEvidence: async () => {},
      createCheckoutSession: (request) => sandbox.createCheckoutSession(request),
      expireCheckoutSession: () => sandbox.expireCheckoutSession(),
      refund: async () => {
        calls += 1;
        // The refund is slow: the other runs read the order as still owed meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return sandbox.refund();
      },
    };
    const notified: number[] = [];
    const deps = { db, provider: slow, notify: async (id: number) => void notified.push(id) };
    const granted = await Promise.all([0, 1, 2, 3].map(() => compensateLateOrders(deps, new Date())));
    expect(granted.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(calls).toBe(1);
    expect(notified).toEqual([orderId]);
    expect(await compensationsOf(orderId)).toHaveLength(1);
  });

  it("never compensates a delivered order, an order not yet late, or one paid with compensation off", async () => {
    const delivered = await buy("delivered");
    await db.update(orders).set({ status: "concluído" }).where(eq(orders.id, delivered.orderId));
    await lateBy(delivered.orderId, 10);
    const onTime = await buy("on-time");
    const ruleOff = await buy("rule-off");
    await db.update(orders).set({ compensationPercent: null }).where(eq(orders.id, ruleOff.orderId));
    await lateBy(ruleOff.orderId, 10);

    await runScheduled();

    for (const { orderId } of [delivered, onTime, ruleOff]) {
      expect(await compensationsOf(orderId)).toEqual([]);
      expect(await refundsOf(orderId)).toEqual([]);
    }
  });

  it("tries again on the next run when the payment adapter fails", async () => {
    const { orderId } = await buy("late-retry");
    await lateBy(orderId, 1);
    const failing: PaymentProvider = {
      name: "sandbox",
      submitDisputeEvidence: async () => {},
      createCheckoutSession: async () => {
        throw new Error("unused");
      },
      expireCheckoutSession: async () => "closed",
      refund: async () => {
        throw new Error("provider down");
      },
    };
    expect(await compensateLateOrders({ db, provider: failing, notify: async () => {} }, new Date())).toBe(0);
    expect(await refundsOf(orderId)).toEqual([]);
    await runScheduled();
    expect(await compensationsOf(orderId)).toHaveLength(1);
  });
});

describe("the admin orders list", () => {
  it("puts late and nearly-late orders first, with the time left", async () => {
    const { adminCookie } = await import("../../../tests/workers/support/admin");
    const { fetchWorker } = await import("../../../tests/workers/support/store");
    const { visibleText } = await import("../../../tests/workers/support/worker");
    const soon = await buy("list-soon");
    const late = await buy("list-late");
    await db
      .update(orders)
      .set({ deliverBy: new Date(Date.now() + 20 * 60_000).toISOString() })
      .where(eq(orders.id, soon.orderId));
    await lateBy(late.orderId, 30);
    await buy("list-newest");
    const html = await (await fetchWorker("/admin/orders", {}, { cookie: await adminCookie() })).text();
    const text = visibleText(html);
    const position = (id: number) => text.indexOf(`Order #${id} `);
    expect(position(late.orderId)).toBeGreaterThan(-1);
    expect(position(late.orderId)).toBeLessThan(position(soon.orderId));
    expect(text).toMatch(/Late by 30 min/);
    expect(text).toMatch(/20 min left/);
  });
});
