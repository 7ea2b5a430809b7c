// What the admin reads of a discount code (decision 034): its status, its uses and reserved uses,
// the discount it gave and the revenue of its orders per currency, all computed by D1, checked
// against orders whose figures are worked out by hand: paid, partly refunded, refunded in full,
// unpaid holding a use, and cancelled before payment.

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, db } from "../../../tests/workers/support/catalogue-rows";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { storeActing } from "../../../tests/workers/support/worker";
import { createDatabase } from "../../db/client";
import { orders, payments, promoCodeUses } from "../../db/schema";
import { type CodeStats, createCode, getCodeStats, listCodes, setCodeActive } from "../codes";

const now = new Date("2026-06-01T12:00:00.000Z");
const tag = Date.now().toString(36).toUpperCase();
let usedUp: CodeStats["code"];

interface SeededOrder {
  currency: "BRL" | "USD";
  status: string;
  totalCents: number;
  discountCents: number;
  paid: boolean;
  refundedCents?: number;
}

/** An order that used the code, its use, and its payments as the store records them. */
async function orderWithCode(codeId: number, userId: number, order: SeededOrder) {
  const [row] = await db
    .insert(orders)
    .values({
      userId,
      status: order.status,
      paymentMethod: "credit_card",
      currency: order.currency,
      totalCents: order.totalCents,
      discountCents: order.discountCents,
      promoCode: "SEEDED",
      paidAt: order.paid ? now.toISOString() : null,
    })
    .returning();
  if (!row) throw new Error("order insert failed");
  await db.insert(promoCodeUses).values({ orderId: row.id, codeId, userId });
  if (order.paid) {
    const money = { orderId: row.id, provider: "sandbox", currency: order.currency };
    await db
      .insert(payments)
      .values({ ...money, kind: "charge", providerRef: `pi_${row.id}`, amountCents: order.totalCents });
    if (order.refundedCents) {
      await db
        .insert(payments)
        .values({ ...money, kind: "refund", providerRef: `re_${row.id}`, amountCents: order.refundedCents });
    }
  }
}

beforeAll(async () => {
  usedUp = await createCode(storeActing, {
    code: `FIG${tag}`,
    kind: "amount",
    amountBrlCents: 1000,
    amountUsdCents: 200,
    maxUses: 4,
  });
  const shopper = await createShopper();
  // Paid in reais: R$ 90 charged after R$ 10 off.
  await orderWithCode(usedUp.id, shopper.id, {
    currency: "BRL",
    status: "processando",
    totalCents: 9000,
    discountCents: 1000,
    paid: true,
  });
  // Paid in dollars, US$ 5 of the US$ 18 refunded later.
  await orderWithCode(usedUp.id, shopper.id, {
    currency: "USD",
    status: "concluído",
    totalCents: 1800,
    discountCents: 200,
    paid: true,
    refundedCents: 500,
  });
  // Paid in reais, then refunded in full (cancelled): the use and its discount stay, the money went back.
  await orderWithCode(usedUp.id, shopper.id, {
    currency: "BRL",
    status: "cancelado",
    totalCents: 4000,
    discountCents: 1000,
    paid: true,
    refundedCents: 4000,
  });
  // Unpaid and waiting: holds a use, has given nothing yet.
  await orderWithCode(usedUp.id, shopper.id, {
    currency: "BRL",
    status: "pendente",
    totalCents: 3000,
    discountCents: 1000,
    paid: false,
  });
  // Cancelled before it was paid: gave its use back.
  await orderWithCode(usedUp.id, shopper.id, {
    currency: "BRL",
    status: "cancelado",
    totalCents: 5000,
    discountCents: 1000,
    paid: false,
  });
  const paused = await createCode(storeActing, { code: `FIGPAUSED${tag}`, kind: "percent", percent: 5 });
  await setCodeActive(storeActing, paused.id, false);
  await createCode(storeActing, {
    code: `FIGLATER${tag}`,
    kind: "percent",
    percent: 5,
    startsAt: "2026-07-01T00:00:00.000Z",
  });
  await createCode(storeActing, {
    code: `FIGOVER${tag}`,
    kind: "percent",
    percent: 5,
    endsAt: "2026-05-01T00:00:00.000Z",
  });
  await createCode(storeActing, { code: `FIGOPEN${tag}`, kind: "percent", percent: 5, maxUses: 1 });
});

describe("a code's figures", () => {
  it("count paid orders as uses (refunded ones too), unpaid waiting ones as reserved, and money net of refunds", async () => {
    expect(await getCodeStats(db, usedUp.id, now)).toMatchObject({
      status: "used_up",
      uses: 3,
      reserved: 1,
      // R$ 10 + R$ 10 (the refunded order's discount was given), US$ 2.
      discountGiven: { BRL: 2000, USD: 200 },
      // R$ 90 + (R$ 40 − R$ 40); US$ 18 − US$ 5.
      revenue: { BRL: 9000, USD: 1300 },
    });
  });

  it("lists every code with its status and figures in one round trip", async () => {
    const counter = countingD1(env.DB);
    const list = await listCodes(
      createDatabase(counter.d1),
      { search: `fig`, request: { after: null, before: null } },
      now,
    );
    expect(counter.roundTrips).toBe(1);
    const byName = new Map(list.rows.map((row) => [row.code.code, row]));
    expect(byName.get(`FIG${tag}`)).toMatchObject({
      status: "used_up",
      uses: 3,
      reserved: 1,
      discountGiven: { BRL: 2000, USD: 200 },
      revenue: { BRL: 9000, USD: 1300 },
    });
    expect(byName.get(`FIGPAUSED${tag}`)?.status).toBe("paused");
    expect(byName.get(`FIGLATER${tag}`)?.status).toBe("not_started");
    expect(byName.get(`FIGOVER${tag}`)?.status).toBe("ended");
    expect(byName.get(`FIGOPEN${tag}`)).toMatchObject({
      status: "active",
      uses: 0,
      reserved: 0,
      discountGiven: { BRL: 0, USD: 0 },
      revenue: { BRL: 0, USD: 0 },
    });
    // Newest first.
    expect(list.rows[0]?.code.code).toBe(`FIGOPEN${tag}`);
  });
});
