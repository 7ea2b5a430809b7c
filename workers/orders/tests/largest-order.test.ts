// The largest order the store takes (a cart at MAX_CART_LINES lines) goes everywhere an order goes:
// it is paid, shown to the shopper and the admin, refunded in part and in full, withdrawn from and
// exported. D1 refuses a statement binding more than 100 values, and the local D1 these tests run
// on refuses it the same way, so every statement these paths build from the order's lines is
// checked at the largest size the store allows (docs/decisions/041-statement-limits.md).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "../../../shared/cart/limits";
import { adminCookie, payCart, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { fillCartToTheMost, nicknameOfLine, paidLargestOrder } from "../../../tests/workers/support/largest-order";
import { callApi, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { orderLines, orders, payments, users } from "../../db/schema";
import { batchWithinLimits, MAX_BOUND_VALUES } from "../../db/statement-limits";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

const everyNickname = Array.from({ length: MAX_CART_LINES }, (_, index) => nicknameOfLine(index));

async function orderRow(orderId: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

const refundsOf = (orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));

const refund = (orderId: number, amountCents: number) =>
  postForm(
    `/admin/orders/${orderId}`,
    { intent: "refund", amount: (amountCents / 100).toFixed(2), key: crypto.randomUUID(), confirmed: "yes" },
    { cookie: admin },
  );

describe(`an order of ${MAX_CART_LINES} lines, the most a cart holds`, () => {
  it("is paid through checkout and the webhook, with every line, and leaves the cart empty", async () => {
    const { cookie, orderId } = await paidLargestOrder("largest-pay");
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json<{
      status: string;
      total: number;
      items: Array<{ tag: string }>;
    }>();
    expect(order.status).toBe("processando");
    expect(order.items.map((line) => line.tag).sort()).toEqual(everyNickname);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const linesTotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    expect((await orderRow(orderId)).totalCents).toBe(linesTotal);
    expect(order.total).toBe(linesTotal / 100);
    const cart = await (await callApi("GET", "/api/cart", undefined, { cookie })).json<unknown[]>();
    expect(cart).toEqual([]);
  });

  it("checked out again with a discount code, the pending order takes every line and the code, and is paid", async () => {
    const { cookie } = await shopperSession("largest-again");
    await fillCartToTheMost(cookie);
    const first = await callApi("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, { cookie });
    expect(first.status, await first.clone().text()).toBe(200);
    const { orderId: firstId } = await first.json<{ orderId: number }>();
    const orderId = await payCart(cookie, { code: "DEMO10" });
    expect(orderId).toBe(firstId);
    const order = await orderRow(orderId);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => line.nickname).sort()).toEqual(everyNickname);
    const linesTotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    expect(order).toMatchObject({ status: "processando", promoCode: "DEMO10" });
    expect(order.discountCents).toBeGreaterThan(0);
    expect(order.totalCents).toBe(linesTotal - order.discountCents);
  });

  it("shows every line on the shopper's order page and the admin's", async () => {
    const { cookie, orderId } = await paidLargestOrder("largest-pages");
    const pages = [
      await callApi("GET", `/orders/${orderId}`, undefined, { cookie }),
      await callApi("GET", `/admin/orders/${orderId}`, undefined, { cookie: admin }),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      const text = visibleText(await page.text());
      for (const nickname of everyNickname) expect(text).toContain(nickname);
    }
  });

  it("is refunded by an admin in part, then in full, and cancelled", async () => {
    const { orderId } = await paidLargestOrder("largest-refund");
    const { totalCents } = await orderRow(orderId);
    expect((await refund(orderId, 100)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("processando");
    expect((await refund(orderId, totalCents - 100)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("cancelado");
    expect((await refundsOf(orderId)).map((row) => row.amountCents).sort((a, b) => a - b)).toEqual(
      [100, totalCents - 100].sort((a, b) => a - b),
    );
  });

  it("is withdrawn from by the shopper, refunded in full", async () => {
    const { cookie, orderId } = await paidLargestOrder("largest-withdraw");
    const withdrawn = await callApi("POST", `/api/orders/${orderId}/withdraw`, undefined, { cookie });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    const body = await withdrawn.json<{ order: { status: string; items: unknown[] } }>();
    expect(body.order.status).toBe("cancelado");
    expect(body.order.items).toHaveLength(MAX_CART_LINES);
    expect((await refundsOf(orderId)).map((row) => row.amountCents)).toEqual([(await orderRow(orderId)).totalCents]);
  });

  it("is in the shopper's data export with every line", async () => {
    const { cookie, orderId } = await paidLargestOrder("largest-export");
    const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
    const exported = await callApi("GET", `/api/users/${me.user.id}/export`, undefined, { cookie });
    expect(exported.status).toBe(200);
    const data = await exported.json<{ orders: Array<{ id: number; lines: Array<{ nickname: string }> }> }>();
    expect(data.orders.map((order) => order.id)).toEqual([orderId]);
    expect(data.orders[0]?.lines.map((line) => line.nickname).sort()).toEqual(everyNickname);
  });
});

describe("a shopper with more orders than one statement binds values", () => {
  it("exports every order with its line", async () => {
    const { cookie, account } = await shopperSession("many-orders");
    const user = await db.query.users.findFirst({ where: eq(users.email, account.email) });
    if (!user) throw new Error("no user");
    const orderCount = MAX_BOUND_VALUES + 20;
    const delivered = {
      userId: user.id,
      status: "concluído",
      paymentMethod: "pix",
      currency: "BRL",
      totalCents: 500,
    } as const;
    const placed = await batchWithinLimits(db, Array.from({ length: orderCount }), (part) =>
      db
        .insert(orders)
        .values(part.map(() => delivered))
        .returning({ id: orders.id }),
    );
    const orderIds = placed.flat().map((order) => order.id);
    const tibia = await gameNamed("Tibia");
    const line = {
      gameId: tibia.id,
      gameName: tibia.name,
      name: "Item",
      unitPriceCents: 500,
      quantity: 1,
      lineTotalCents: 500,
    };
    await batchWithinLimits(db, orderIds, (part) =>
      db.insert(orderLines).values(part.map((orderId, index) => ({ ...line, orderId, nickname: `Buyer${index}` }))),
    );
    const exported = await callApi("GET", `/api/users/${user.id}/export`, undefined, { cookie });
    expect(exported.status).toBe(200);
    const data = await exported.json<{ orders: Array<{ id: number; lines: unknown[] }> }>();
    expect(data.orders.map((order) => order.id)).toEqual(orderIds);
    expect(data.orders.every((order) => order.lines.length === 1)).toBe(true);
  });
});
