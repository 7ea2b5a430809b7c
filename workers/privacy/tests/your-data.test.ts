// The data subject's rights (LGPD art. 18): the export holds exactly the shopper's own data; the
// deletion asks for the password (and the code when on), refuses while an order is open, leaves no
// personal field in D1 or KV, keeps the orders' totals, and frees the email to register again.
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_METHODS, SALE_TYPES, STATUS_REASONS } from "../../../shared/codes";
import { adminCookie, newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { signedInWithDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { callApi, postForm, signIn } from "../../../tests/workers/support/store";
import { base32Decode, totp } from "../../accounts/totp";
import {
  orderDisputes,
  orderLines,
  orderRiskHolds,
  orders,
  paymentEvents,
  payments,
  signIns,
  users,
} from "../../db/schema";
import type { UserDataExport } from "../export";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

/** A shopper with a paid order, a support chat message and a contact message, all their own. */
async function busyShopper(label: string) {
  const shopper = await newPaidOrder(label);
  const { cookie, account } = shopper;
  const conversation = await (await callApi("POST", "/api/chat/conversations", undefined, { cookie })).json<{
    id: number;
  }>();
  const chat = await callApi(
    "POST",
    `/api/chat/conversations/${conversation.id}/messages`,
    { content: `chat from ${label}` },
    { cookie },
  );
  expect(chat.status).toBeLessThan(300);
  const contact = await callApi("POST", "/api/contact", {
    name: account.name,
    email: account.email,
    subject: "question",
    message: `contact from ${label}`,
  });
  expect(contact.status).toBe(201);
  return { ...shopper, conversationId: conversation.id };
}

async function deliver(orderId: number) {
  const delivered = await postForm(
    `/admin/orders/${orderId}`,
    { intent: "status", to: "concluído", note: "sent", confirmed: "yes" },
    { cookie: admin },
  );
  expect(delivered.status).toBe(200);
}

const remove = (userId: number, body: unknown, cookie: string) =>
  callApi("DELETE", `/api/users/${userId}`, body, { cookie });

async function idOf(cookie: string): Promise<number> {
  const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
  return me.user.id;
}

/** Every row of every table the store keeps, as text (the dev mailbox, a development tool, aside). */
async function everyRow(): Promise<string> {
  const tables = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name not in ('dev_emails', 'd1_migrations') and name not like '\\_cf\\_%' escape '\\' and name not like 'sqlite_%'`,
  );
  const dumps = await Promise.all(tables.map(({ name }) => db.all(sql.raw(`select * from "${name}"`))));
  return JSON.stringify(dumps);
}

describe("download my data", () => {
  it("holds the shopper's profile, orders with lines, chat and contact messages, and nothing of anyone else", async () => {
    const mine = await busyShopper("export-mine");
    const theirs = await busyShopper("export-theirs");
    const myId = await idOf(mine.cookie);
    const response = await callApi("GET", `/api/users/${myId}/export`, undefined, { cookie: mine.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.json"$/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: myId, email: mine.account.email, name: mine.account.name });
    expect(data.orders.map((order: { id: number }) => order.id)).toEqual([mine.orderId]);
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.chatConversations[0].messages.map((m: { content: string }) => m.content)).toEqual([
      "chat from export-mine",
    ]);
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual(["contact from export-mine"]);
    expect(text).not.toContain(theirs.account.email);
    expect(text).not.toContain("export-theirs");
    expect(text).not.toContain("passwordHash");

    const someoneElse = await callApi("GET", `/api/users/${await idOf(theirs.cookie)}/export`, undefined, {
      cookie: mine.cookie,
    });
    expect(someoneElse.status).toBe(403);
    const asAdmin = await callApi("GET", `/api/users/${myId}/export`, undefined, { cookie: admin });
    expect(asAdmin.status).toBe(403);
  });
});

describe("download my data: the shopper's sign-ins and what concerned their money (issue 51)", () => {
  it("holds their sign-ins, the risk hold, refunds and disputes of their orders, not who decided nor staff notes", async () => {
    const shopper = await newPaidOrder("export-money");
    const { orderId } = shopper;
    const userId = await idOf(shopper.cookie);
    await signIn(shopper.account, { ip: "198.51.100.20", cf: { country: "BR" } });
    const adminId = await idOf(admin);
    const at = new Date().toISOString();
    const disputeId = `dp_export_${orderId}`;
    await db.batch([
      db.insert(orderRiskHolds).values({
        orderId,
        reasons: ["provider_risk"],
        reviewBy: at,
        decision: "approved",
        decisionKey: `approve-${orderId}`,
        decidedBy: adminId,
        decidedAt: at,
        note: "staff only: card looked fine",
      }),
      db.insert(payments).values({
        orderId,
        kind: "refund",
        provider: "sandbox",
        providerRef: `re_export_${orderId}`,
        amountCents: 500,
        currency: "BRL",
      }),
      db.insert(orderDisputes).values({ disputeId, orderId, reason: "fraudulent", amountCents: 500, currency: "BRL" }),
      db.insert(paymentEvents).values({
        eventId: `evt_export_close_${orderId}`,
        provider: "stripe",
        type: "charge.dispute.closed",
        orderId,
        reason: "dispute_lost",
        objectRef: disputeId,
      }),
    ]);
    const response = await callApi("GET", `/api/users/${userId}/export`, undefined, { cookie: shopper.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    const data: UserDataExport = JSON.parse(text);
    expect(data.signIns).toContainEqual({
      at: expect.any(String),
      ip: "198.51.100.20",
      country: "BR",
      method: "Password",
      device: null,
    });
    const order = data.orders.find((row) => row.id === orderId);
    expect(order?.riskHold).toEqual({
      reasons: ["The payment provider rated the payment's risk elevated or highest"],
      heldAt: expect.any(String),
      reviewBy: at,
      decision: "Approved: the order went on to delivery",
      decidedAt: at,
      reasonGiven: null,
    });
    expect(order?.refunds).toEqual([{ amountCents: 500, currency: "BRL", at: expect.any(String), confirmed: true }]);
    expect(order?.disputes).toEqual([
      expect.objectContaining({
        reason: "fraudulent",
        outcome: "Closed in your favour: the bank returned the money to you",
      }),
    ]);
    expect(text).not.toContain("staff only");
    expect(text).not.toContain("decidedBy");
  });
});

describe("download my data, in the shopper's words", () => {
  // Issue 47: the export left out the shopper's reviews and gave statuses as internal keys.
  const CODES: readonly string[] = [
    ...ORDER_STATUSES,
    ...PAYMENT_METHODS,
    ...STATUS_REASONS,
    ...SALE_TYPES,
    "open",
    "closed",
    "support",
    "you",
    "contact_form",
    "guest_chat",
    "question",
  ];

  /** Every string value in the export (not its field names). */
  const values = (data: unknown): string[] =>
    typeof data === "string" ? [data] : data && typeof data === "object" ? Object.values(data).flatMap(values) : [];

  async function exported(language: "en" | "pt") {
    const shopper = await signedInWithDeliveredOrder(`export-words-${language}`);
    await db.update(users).set({ locale: language }).where(eq(users.id, shopper.user.id));
    const review = await callApi(
      "POST",
      `/api/orders/${shopper.order.id}/reviews`,
      { line_id: shopper.itemLine.id, rating: 4, text: `Good trade ${language}` },
      { cookie: shopper.cookie },
    );
    expect(review.status).toBe(201);
    const conversation = await callApi("POST", "/api/chat/conversations", undefined, { cookie: shopper.cookie });
    expect(conversation.status).toBeLessThan(300);
    const { id } = await conversation.json<{ id: number }>();
    await callApi("POST", `/api/chat/conversations/${id}/messages`, { content: "hi" }, { cookie: shopper.cookie });
    const response = await callApi("GET", `/api/users/${shopper.user.id}/export`, undefined, {
      cookie: shopper.cookie,
    });
    expect(response.status).toBe(200);
    return { data: await response.json<UserDataExport>(), shopper };
  }

  it("holds the reviews the shopper wrote, and every status in English for an English account", async () => {
    const { data, shopper } = await exported("en");
    expect(data.reviews).toEqual([
      expect.objectContaining({
        orderId: shopper.order.id,
        game: "World of Warcraft",
        saleType: "Items",
        rating: 4,
        text: "Good trade en",
        hidden: null,
      }),
    ]);
    expect(data.orders[0]).toMatchObject({ status: "Completed", paymentMethod: "Credit card" });
    expect(data.chatConversations[0]).toMatchObject({
      status: "Open",
      messages: [expect.objectContaining({ from: "You" })],
    });
    const codes = values(data).filter((value) => CODES.includes(value));
    expect(codes).toEqual([]);
  });

  it("gives the same words in Portuguese for a Portuguese account", async () => {
    const { data } = await exported("pt");
    expect(data.reviews[0]).toMatchObject({ saleType: "Itens", text: "Good trade pt" });
    expect(data.orders[0]).toMatchObject({ status: "Concluído", paymentMethod: "Cartão de crédito" });
    expect(data.chatConversations[0]).toMatchObject({
      status: "Aberta",
      messages: [expect.objectContaining({ from: "Você" })],
    });
    expect(values(data).filter((value) => CODES.includes(value))).toEqual([]);
  });
});

describe("delete my account", () => {
  it("needs the password, waits for open orders, then leaves no personal field in D1 or KV and keeps the totals", async () => {
    const shopper = await busyShopper("delete");
    const { account, cookie, orderId } = shopper;
    const userId = await idOf(cookie);
    // Names and phones repeat across test accounts: those are checked on the row itself below.
    const personal = [account.email, "chat from delete", "contact from delete"];

    const wrongPassword = await remove(userId, { password: "Wrong#Pass1" }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ error: "invalid_password", details: [{ field: "password" }] });
    const open = await remove(userId, { password: account.password }, cookie);
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({ error: "orders_open", message: expect.stringContaining("order") });

    await deliver(orderId);
    const before = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const signInsOf = () => db.select().from(signIns).where(eq(signIns.userId, userId));
    expect((await signInsOf()).length).toBeGreaterThan(0);
    const deleted = await remove(userId, { password: account.password }, cookie);
    expect(deleted.status).toBe(200);
    // When and from where the account signed in is personal data: erased with it.
    expect(await signInsOf()).toEqual([]);

    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
    const rows = await everyRow();
    expect(rows).toContain(`deleted-${userId}@deleted.invalid`); // the scan reads the tables
    for (const value of personal) expect(rows, value).not.toContain(value);
    expect(await db.query.users.findFirst({ where: eq(users.id, userId) })).toMatchObject({
      name: "",
      phone: "",
      email: `deleted-${userId}@deleted.invalid`,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.every((line) => line.nickname === "")).toBe(true);
    const after = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(after).toMatchObject({ totalCents: before?.totalCents, status: "concluído", userId });
    const sessions = await env.SESSIONS.list<{ userId?: number }>({ prefix: "session:" });
    expect(sessions.keys.filter((key) => key.metadata?.userId === userId)).toEqual([]);
    const room = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(shopper.conversationId)));
    expect(await room.listMessages()).toEqual([]);

    const again = await callApi("POST", "/api/auth/register", {
      nome: account.name,
      email: account.email,
      password: account.password,
      telefone: "11 98765-4321",
    });
    expect(again.status).toBe(201);
    const signIn = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(signIn.status).toBe(403); // the new account, waiting for its email to be verified
  });

  it("asks for the second factor when it is on", async () => {
    const { account, cookie, orderId } = await newPaidOrder("delete-2fa");
    await deliver(orderId);
    const userId = await idOf(cookie);
    const { secret } = await (await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie })).json<{
      secret: string;
    }>();
    const key = base32Decode(secret);
    if (!key) throw new Error("bad secret");
    await callApi(
      "POST",
      "/api/auth/2fa/enable",
      { password: account.password, code: totp(key, Date.now()) },
      { cookie },
    );

    const noCode = await remove(userId, { password: account.password }, cookie);
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ error: "code_required", details: [{ field: "code" }] });
    const withCode = await remove(userId, { password: account.password, code: totp(key, Date.now() + 30_000) }, cookie);
    expect(withCode.status).toBe(200);
  });

  it("never deletes someone else's account, not even for an admin", async () => {
    const theirs = await newPaidOrder("delete-theirs");
    const refused = await remove(await idOf(theirs.cookie), { password: "Admin#2026pass" }, admin);
    expect(refused.status).toBe(403);
  });
});
