// Issue 16, the promise: each entry's delivery time (or the store default) is shown on the game
// page, in the cart and at checkout, copied onto the order's lines, and a paid order records its
// deliver_by (payment time + its longest line) and the compensation rule in force when it was paid.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { itemFormSchema } from "../../../shared/admin/catalogue-schemas";
import { paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { coinOf, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";
import { catalogueChanged, db, visibleText } from "../../../tests/workers/support/worker";
import { coinOffers, items, orderLines, orders, storeSettings } from "../../db/schema";

let item: typeof items.$inferSelect;
let other: typeof items.$inferSelect;
let choice: { server: string | null; platform: string | null };

beforeAll(async () => {
  await seedOnce();
  const wow = await gameNamed("World of Warcraft");
  choice = { server: wow.servers[0] ?? null, platform: wow.platforms[0] ?? null };
  item = await itemOf(wow.id, "item");
  other = await itemOf(wow.id, "boosting");
  await db.update(items).set({ deliveryMinutes: 30 }).where(eq(items.id, item.id));
  await db.update(items).set({ deliveryMinutes: null }).where(eq(items.id, other.id));
  await catalogueChanged();
});

describe("the delivery promise", () => {
  it("reads an entry's minutes from the admin form, empty meaning the store's default", () => {
    const base = { gameId: "1", kind: "boosting", name: "Rank up", price: "10" };
    const own = v.parse(itemFormSchema, { ...base, deliveryMinutes: "45", milestones: "Silver\n\nGold\n Platinum " });
    expect(own).toMatchObject({ deliveryMinutes: 45, milestones: ["Silver", "Gold", "Platinum"] });
    expect(v.parse(itemFormSchema, { ...base, deliveryMinutes: "" }).deliveryMinutes).toBeNull();
    expect(v.safeParse(itemFormSchema, { ...base, deliveryMinutes: "99999" }).success).toBe(false);
    expect(v.safeParse(itemFormSchema, { ...base, deliveryMinutes: "-5" }).success).toBe(false);
  });

  it("shows each card's promise on the game page: its own time, or the store default", async () => {
    const page = visibleText(
      await (await fetchWorker(`/game/${item.gameId}?type=items&q=${encodeURIComponent(item.name)}`)).text(),
    );
    expect(page).toContain("Delivered within 30 min");
    const boosting = visibleText(await (await fetchWorker(`/game/${item.gameId}?type=boosting`)).text());
    // The demo store's default is 24 hours.
    expect(boosting).toContain("Delivered within 24 hours");
  });

  it("shows a coin offer's own promise in the coin panel", async () => {
    const coin = await coinOf(item.gameId);
    await db.update(coinOffers).set({ deliveryMinutes: 15 }).where(eq(coinOffers.id, coin.id));
    await catalogueChanged();
    const page = visibleText(await (await fetchWorker(`/game/${item.gameId}`)).text());
    expect(page).toContain("Delivered within 15 min");
  });

  it("shows each line's promise in the cart and the longest at checkout, then copies them onto the order", async () => {
    const { cookie } = await shopperSession("promise");
    for (const entry of [item, other]) {
      const added = await callApi(
        "POST",
        "/api/cart",
        {
          game_id: entry.gameId,
          item_id: entry.id,
          tag: "Nick#1",
          quantidade: 1,
          plataforma_selecionada: choice.platform,
          server: choice.server,
        },
        { cookie },
      );
      expect(added.status).toBeLessThan(300);
    }
    const cart = visibleText(await (await fetchWorker("/cart", {}, { cookie })).text());
    expect(cart).toContain("Delivered within 30 min");
    expect(cart).toContain("Delivered within 24 hours of the payment confirmation.");
    const checkout = visibleText(await (await fetchWorker("/checkout", {}, { cookie })).text());
    expect(checkout).toContain("Delivered within 24 hours of the payment confirmation.");
  });

  it("records deliver_by at payment from the longest line, with the compensation rule of that moment", async () => {
    const { cookie } = await shopperSession("promise-paid");
    const before = Date.now();
    const orderId = await paidOrder(cookie, item, choice);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => line.deliveryMinutes)).toEqual([30]);
    expect(order?.status).toBe("processando");
    expect(order?.compensationPercent).toBe(10);
    const paidAt = Date.parse(order?.paidAt ?? "");
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(order?.deliverBy ?? "") - paidAt).toBe(30 * 60 * 1000);
  });

  it("applies a change of the compensation settings to orders paid after it only", async () => {
    const { cookie } = await shopperSession("promise-earlier");
    const earlier = await paidOrder(cookie, item, choice);
    await db
      .insert(storeSettings)
      .values({ key: "compensationEnabled", value: false })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: false } });
    const later = await paidOrder((await shopperSession("promise-later")).cookie, item, choice);
    const rule = async (id: number) =>
      (await db.query.orders.findFirst({ where: eq(orders.id, id) }))?.compensationPercent ?? null;
    expect(await rule(earlier)).toBe(10);
    expect(await rule(later)).toBeNull();
    await db.delete(storeSettings).where(eq(storeSettings.key, "compensationEnabled"));
  });
});
