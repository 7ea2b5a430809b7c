// Every join the admin pages, the order pages and the order emails read, on rows whose ids all
// differ (order 442 of customer 7001, line 9001, item 6001…): D1's batch once handed back the
// customer's id as the order's, and this is the test that would have caught it.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, gameNamed, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { listCatalogue } from "../../admin/catalogue";
import { coinOfferResource } from "../../admin/coin-offers";
import { getDashboard } from "../../admin/dashboard";
import { itemResource } from "../../admin/items";
import { getAdminOrder, listAdminOrders } from "../../admin/orders";
import { conversationForSupport, listInbox } from "../../chat/inbox";
import { createMailer } from "../../effects/mailer";
import { publicOrigin } from "../../kernel/public-origin";
import { sendOrderEmail } from "../../orders/order-emails";
import { getOrder, listOrders } from "../../orders/queries";
import { repeatedColumnNames } from "../joined-columns";
import {
  auditLog,
  chatConversations,
  coinOffers,
  devEmails,
  items,
  orderLines,
  orderStatusHistory,
  orders,
  payments,
  users,
} from "../schema";

const CUSTOMER = 7001;
const ADMIN = 7002;
const ORDER = 442;
const LINE = 9001;
const ITEM = 6001;
const COIN = 6501;
const PAYMENT = 5001;
const HISTORY = 4001;
const CONVERSATION = 3001;
const AUDIT = 8001;
const placedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
let gameId = 0;
let gameName = "";

beforeAll(async () => {
  await seedCatalogue();
  const game = await gameNamed("Tibia");
  gameId = game.id;
  gameName = game.name;
  await db.batch([
    db.insert(users).values([
      { id: CUSTOMER, name: "Ana Shopper", email: "ana@joins.test", passwordHash: "unused", locale: "pt" },
      {
        id: ADMIN,
        name: "Bia Admin",
        email: "bia@joins.test",
        passwordHash: "unused",
        isAdmin: true,
        staffRole: "owner",
      },
    ]),
    db
      .insert(items)
      .values({ id: ITEM, gameId, kind: "item", name: "Dragon Sword", nameSearch: "dragon sword", priceCents: 1990 }),
    db.insert(coinOffers).values({
      id: COIN,
      gameId,
      coinName: "Gold Coins",
      coinNameSearch: "gold coins",
      baseUnit: 10_000,
      unitPriceCents: 990,
    }),
    db.insert(orders).values({
      id: ORDER,
      userId: CUSTOMER,
      status: "processando",
      paymentMethod: "credit_card",
      currency: "BRL",
      totalCents: 4_950,
      createdAt: placedAt,
      paidAt: placedAt,
    }),
    db.insert(orderLines).values({
      id: LINE,
      orderId: ORDER,
      gameId,
      coinOfferId: COIN,
      gameName,
      name: "Gold Coins",
      coinName: "Gold Coins",
      nickname: "Knight#1",
      unitPriceCents: 990,
      quantity: 4,
      coinAmount: 40_000,
      lineTotalCents: 3_960,
    }),
    db.insert(orderStatusHistory).values({
      id: HISTORY,
      orderId: ORDER,
      fromStatus: "pendente",
      toStatus: "processando",
      actorUserId: ADMIN,
      createdAt: placedAt,
    }),
    db.insert(payments).values({
      id: PAYMENT,
      orderId: ORDER,
      kind: "charge",
      provider: "sandbox",
      providerRef: "pi_joins",
      amountCents: 4_950,
      currency: "BRL",
    }),
    db.insert(chatConversations).values({
      id: CONVERSATION,
      userId: CUSTOMER,
      lastMessage: "where is my gold?",
      lastMessageAt: placedAt,
      unreadForSupport: 1,
    }),
    db.insert(auditLog).values({
      id: AUDIT,
      actorUserId: ADMIN,
      action: "status",
      entity: "order",
      entityId: String(ORDER),
      createdAt: new Date().toISOString(),
    }),
  ]);
});

describe("the admin's order pages", () => {
  it("read the order under its own number, with its customer's id, name and email", async () => {
    const order = await getAdminOrder(db, ORDER);
    expect(order).toMatchObject({ id: ORDER, userId: CUSTOMER, status: "processando", totalCents: 4_950 });
    expect(order.customer).toEqual({ id: CUSTOMER, name: "Ana Shopper", email: "ana@joins.test" });
    expect(order.lines.map((line) => [line.id, line.orderId, line.coinAmount])).toEqual([[LINE, ORDER, 40_000]]);
    expect(order.history).toEqual([
      { entry: expect.objectContaining({ id: HISTORY, orderId: ORDER, actorUserId: ADMIN }), actorName: "Bia Admin" },
    ]);
    expect(order.payments.map((payment) => [payment.id, payment.orderId])).toEqual([[PAYMENT, ORDER]]);
  });

  it("list the order with its customer", async () => {
    const page = await listAdminOrders(db, {
      status: null,
      from: null,
      to: null,
      customer: "ana@joins",
      gameId: null,
      request: { after: null, before: null },
    });
    expect(page.rows).toEqual([
      expect.objectContaining({ id: ORDER, customerName: "Ana Shopper", customerEmail: "ana@joins.test" }),
    ]);
  });

  it("show the waiting order and the audit entry on the dashboard under their own ids", async () => {
    const dashboard = await getDashboard(db);
    expect(dashboard.waiting.find((order) => order.id === ORDER)).toMatchObject({
      customer: "Ana Shopper",
      netCents: 4_950,
      createdAt: placedAt,
    });
    expect(dashboard.recent.find((entry) => entry.id === AUDIT)).toMatchObject({
      actorName: "Bia Admin",
      entityId: String(ORDER),
    });
    const reais = dashboard.topGames.find((ranking) => ranking.currency === "BRL")?.games ?? [];
    expect(reais.find((top) => top.game === gameName)?.cents).toBeGreaterThanOrEqual(3_960);
  });
});

describe("the admin's catalogue lists", () => {
  it("give an item its own name and id beside its game's name", async () => {
    const page = await listCatalogue(db, itemResource, {
      search: "dragon",
      gameId,
      kind: null,
      archive: "active",
      request: { after: null, before: null },
    });
    expect(page.rows).toEqual([
      { item: expect.objectContaining({ id: ITEM, gameId, name: "Dragon Sword" }), gameName },
    ]);
  });

  it("give a coin offer its own id beside its game's name", async () => {
    const page = await listCatalogue(db, coinOfferResource, {
      search: "gold coins",
      gameId,
      archive: "active",
      request: { after: null, before: null },
    });
    expect(page.rows).toEqual([
      { offer: expect.objectContaining({ id: COIN, gameId, coinName: "Gold Coins" }), gameName },
    ]);
  });
});

describe("the panel beside the admin chat", () => {
  it("reads the conversation and its shopper under their own ids, with the shopper's orders", async () => {
    const listed = (await listInbox(db)).find((entry) => entry.id === CONVERSATION);
    expect(listed?.shopper).toEqual({ id: CUSTOMER, name: "Ana Shopper", email: "ana@joins.test" });
    const view = await conversationForSupport(db, CONVERSATION);
    expect(view?.conversation).toMatchObject({ id: CONVERSATION, shopper: { id: CUSTOMER } });
    expect(view?.recentOrders.map((order) => order.id)).toEqual([ORDER]);
  });
});

describe("the shopper's order pages and emails", () => {
  it("list and show the shopper's order with its own lines", async () => {
    const [listed] = await listOrders(db, CUSTOMER);
    expect(listed).toMatchObject({ id: ORDER, userId: CUSTOMER });
    expect(listed?.lines.map((line) => [line.id, line.orderId])).toEqual([[LINE, ORDER]]);
    const detail = await getOrder(db, CUSTOMER, ORDER);
    expect(detail.lines.map((line) => line.id)).toEqual([LINE]);
  });

  it("email the order's shopper, in their language, about this order", async () => {
    await sendOrderEmail({ db, mailer: createMailer(env, db), origin: publicOrigin(env) }, ORDER, "delivered");
    const [email] = await db.select().from(devEmails).where(eq(devEmails.to, "ana@joins.test"));
    expect(email?.subject).toContain(`#${ORDER}`);
    expect(email?.text).toContain("Ana Shopper");
    expect(email?.text).toContain(`http://store.test/orders/${ORDER}`);
  });
});

describe("a batched select that names a column twice", () => {
  const ambiguous = () =>
    db
      .select({ order: orders, customer: { id: users.id, name: users.name } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId));

  it("is found by its repeated names", () => {
    expect(repeatedColumnNames(ambiguous())).toEqual(["id"]);
    expect(
      repeatedColumnNames(db.select().from(items).innerJoin(coinOffers, eq(coinOffers.gameId, items.gameId))),
    ).toEqual(expect.arrayContaining(["id", "game_id", "sort_order", "archived_at", "created_at", "updated_at"]));
  });

  it("is refused before it reaches D1, which would scramble its rows", async () => {
    await expect(db.batch([ambiguous()])).rejects.toThrow(/names a column twice \(id\)/);
  });
});
