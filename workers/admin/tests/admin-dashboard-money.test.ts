// Issue 47: every money figure on the admin dashboard is net revenue (what was paid after the
// discount code, less what was refunded) and kept per currency. The revenue card and the chart's
// bar of the same day agree, a game's revenue is what was paid for it, and reais and dollars are
// ranked in lists of their own. Orders are written straight to D1, the dashboard read through the Worker.
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../../../tests/workers/support/admin";
import { createShopper } from "../../../tests/workers/support/catalogue-rows";
import { measuredGame } from "../../../tests/workers/support/delivered-orders";
import { fetchWorker } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orderLines, orders, payments } from "../../db/schema";

let admin = "";
let refundRef = 0;

/** A paid order, not yet delivered, of one line per `lines` entry (its total and its share of the code). */
async function paidOrder(
  currency: "BRL" | "USD",
  lines: Array<{ gameId: number; gameName: string; lineTotalCents: number; discountCents?: number }>,
  refunds: number[] = [],
) {
  const shopper = await createShopper("Money Shopper");
  const discountCents = lines.reduce((sum, line) => sum + (line.discountCents ?? 0), 0);
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0) - discountCents;
  const paidAt = new Date(Date.now() - 60_000).toISOString();
  const [order] = await db
    .insert(orders)
    .values({
      userId: shopper.id,
      status: "processando",
      paymentMethod: "credit_card",
      currency,
      totalCents,
      promoCode: discountCents > 0 ? "SAVE15" : null,
      discountCents,
      paidAt,
      createdAt: paidAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert failed");
  await db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order.id,
      gameId: line.gameId,
      gameName: line.gameName,
      name: "line",
      nickname: "Tester",
      unitPriceCents: line.lineTotalCents,
      quantity: 1,
      lineTotalCents: line.lineTotalCents,
      discountCents: line.discountCents ?? 0,
    })),
  );
  for (const amountCents of refunds) {
    await db.insert(payments).values({
      orderId: order.id,
      kind: "refund",
      provider: "sandbox",
      providerRef: `re_money_${++refundRef}`,
      amountCents,
      currency,
    });
  }
  return order.id;
}

/** The visible text of the dashboard's section named by the heading `id` (React's text-node marks aside). */
function section(html: string, headingId: string): string {
  const found = html.match(new RegExp(`<section[^>]*aria-labelledby="${headingId}"[\\s\\S]*?</section>`));
  return visibleText((found?.[0] ?? "").replace(/<!-- -->/g, ""));
}

let tibiaOrder = 0;

beforeAll(async () => {
  admin = await adminCookie();
  const tibia = await measuredGame("Tibia Money");
  const warcraft = await measuredGame("Warcraft Money");
  // R$169.90, of which R$2.50 was refunded: R$167.40 kept.
  tibiaOrder = await paidOrder(
    "BRL",
    [{ gameId: tibia.game.id, gameName: "Tibia Money", lineTotalCents: 16_990 }],
    [250],
  );
  await paidOrder("BRL", [{ gameId: warcraft.game.id, gameName: "Warcraft Money", lineTotalCents: 5_000 }]);
  // $22.99 less $3.44 off with a code: $19.55 paid.
  await paidOrder("USD", [
    { gameId: warcraft.game.id, gameName: "Warcraft Money", lineTotalCents: 2_299, discountCents: 344 },
  ]);
});

describe("the dashboard's money", () => {
  it("shows today's revenue net of refunds and discounts, per currency, the same on the card and the chart", async () => {
    const html = await (await fetchWorker("/admin", {}, { cookie: admin, language: "en" })).text();
    const cards = section(html, "revenue-title");
    expect(cards).toContain("Today R$217.40 + $19.55");
    expect(cards).toContain("Last 7 days R$217.40 + $19.55");
    expect(cards).not.toContain("R$219.90");
    // The chart's table row for today holds the same figures as the card.
    const table = visibleText(html.match(/<figure[\s\S]*?<\/figure>/)?.[0] ?? "");
    expect(table).toMatch(/R\$217\.40 \$19\.55/);
    // The order waiting for delivery shows what it brought in.
    expect(section(html, "waiting-title")).toContain(`Order #${tibiaOrder}`);
    expect(section(html, "waiting-title")).toContain("R$167.40");
  });

  it("ranks the games by what was paid for them, each currency in its own list", async () => {
    const html = await (await fetchWorker("/admin", {}, { cookie: admin, language: "en" })).text();
    const top = section(html, "top-title");
    expect(top).toContain("In BRL Tibia Money: R$167.40 Warcraft Money: R$50.00 In USD Warcraft Money: $19.55");
    expect(top).not.toContain("$22.99");
    const pt = section(await (await fetchWorker("/admin", {}, { cookie: admin, language: "pt" })).text(), "top-title");
    expect(pt).toContain("Em BRL Tibia Money: R$ 167,40 Warcraft Money: R$ 50,00 Em USD Warcraft Money: US$ 19,55");
  });
});
