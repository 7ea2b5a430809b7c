// Codes the store keeps (payment methods, statuses, history reasons, audit actions, waiting times)
// reach people only as words, in both languages: every code has its text, and the pages a shopper
// and an admin read never show a code raw.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, PAYMENT_METHODS, STAFF_ROLES, STATUS_REASONS } from "../../../shared/codes";
import { deliveryPromiseText, deliveryTimeText } from "../../../shared/delivery-promise";
import { translatorFor } from "../../../shared/i18n/translators";
import { auditActionText } from "../../../shared/vocabulary/audit-actions";
import { chatStatusText } from "../../../shared/vocabulary/chat-statuses";
import { adminOrderStatusText, orderStatusText } from "../../../shared/vocabulary/order-statuses";
import { PAYMENT_EVENT_TYPES, paymentEventTypeText } from "../../../shared/vocabulary/payment-event-types";
import { paymentMethodText } from "../../../shared/vocabulary/payment-methods";
import { staffRoleText } from "../../../shared/vocabulary/staff-roles";
import { statusReasonText } from "../../../shared/vocabulary/status-reasons";
import { waitingText } from "../../../shared/vocabulary/waiting-time";
import { chatConversations, ORDER_STATUSES, orderStatusHistory, orders, users } from "../../../workers/db/schema";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../support/admin";
import { db, gameNamed, itemOf } from "../support/catalogue-rows";
import { fetchWorker, postForm, waitForEmails } from "../support/store";
import { visibleText } from "../support/worker";

const languages = ["en", "pt"] as const;

/** What a code looks like when it leaks: snake_case words, event types, the old "paid (…)" note. */
const CODE_SHAPES = [
  /\b[a-z]+(?:_[a-z]+)+\b/,
  /checkout\.session/,
  /\bpaid \(/,
  /\bwaiting \d+ h\b/,
  /\bh\u00e1 \d+ h\b/,
];
/** The status codes are Portuguese words: on English pages they are codes. */
const STATUS_CODE_WORDS = /(?<![\p{L}])(pendente|processando|concluído|cancelado|revisão|contestado)(?![\p{L}])/iu;

function expectNoCodes(text: string, language: (typeof languages)[number], where: string) {
  for (const shape of CODE_SHAPES) expect(text, `${where} (${language}) shows ${shape}`).not.toMatch(shape);
  if (language === "en") expect(text, `${where} shows a status code`).not.toMatch(STATUS_CODE_WORDS);
}

describe("every code has words in both languages", () => {
  for (const language of languages) {
    const t = translatorFor(language);
    it(`in ${language}`, () => {
      const texts = [
        ...PAYMENT_METHODS.map((code) => [code, paymentMethodText(t, code)]),
        ...ORDER_STATUSES.flatMap((code) => [
          [code, orderStatusText(t, code)],
          [code, adminOrderStatusText(t, code)],
        ]),
        ...STATUS_REASONS.map((code) => [code, statusReasonText(t, code) ?? ""]),
        ...AUDIT_ACTIONS.flatMap((action) =>
          AUDIT_ENTITIES.map((entity) => [action, auditActionText(t, { action, entity, entityId: "223" })]),
        ),
        ...["open", "closed"].map((code) => [code, chatStatusText(t, code)]),
        ...STAFF_ROLES.map((code) => [code, staffRoleText(t, code)]),
        ...Object.keys(PAYMENT_EVENT_TYPES).map((code) => [code, paymentEventTypeText(t, code)]),
      ];
      for (const [code, text] of texts) {
        expect(text, code).not.toBe("");
        expect(text, code).not.toContain("vocabulary.");
        for (const shape of CODE_SHAPES) expect(text, code).not.toMatch(shape);
      }
    });
  }

  it("says what an admin did and how long an order waited, in the unit that tells", () => {
    const en = translatorFor("en");
    const pt = translatorFor("pt");
    expect(auditActionText(en, { action: "revoke_admin", entity: "user", entityId: "223" })).toBe(
      "Removed admin rights from user #223",
    );
    expect(auditActionText(pt, { action: "revoke_admin", entity: "user", entityId: "223" })).toBe(
      "Removeu o usuário #223 dos admins",
    );
    expect(auditActionText(en, { action: "update", entity: "settings", entityId: "store" })).toBe(
      "Edited the store settings",
    );
    expect(auditActionText(en, { action: "someday_new", entity: "thing", entityId: "5" })).toBe("Changed record #5");
    expect(waitingText(en, 0)).toBe("just placed");
    expect(waitingText(en, 1)).toBe("waiting 1 minute");
    expect(waitingText(en, 59)).toBe("waiting 59 minutes");
    expect(waitingText(en, 125)).toBe("waiting 2 hours");
    expect(waitingText(en, 47 * 60)).toBe("waiting 47 hours");
    expect(waitingText(en, 3 * 24 * 60)).toBe("waiting 3 days");
    expect(waitingText(pt, 1)).toBe("aguardando há 1 minuto");
    expect(waitingText(pt, 3 * 24 * 60)).toBe("aguardando há 3 dias");
    // Spec section 4: a status outside the model is shown as it is.
    expect(orderStatusText(en, "em_trânsito")).toBe("em_trânsito");
    expect(statusReasonText(en, null)).toBeNull();
  });

  it("says a delivery promise in minutes or whole hours", () => {
    expect(deliveryPromiseText(translatorFor("en"), 24 * 60)).toBe(
      "Delivered within 24 hours of the payment confirmation.",
    );
    expect(deliveryPromiseText(translatorFor("en"), 60)).toBe("Delivered within 1 hour of the payment confirmation.");
    expect(deliveryPromiseText(translatorFor("en"), 90)).toBe("Delivered within 90 min of the payment confirmation.");
    expect(deliveryPromiseText(translatorFor("pt"), 0)).toBe("Entrega imediata após a confirmação do pagamento.");
    expect(deliveryTimeText(translatorFor("en"), 30)).toBe("Delivered within 30 min");
    expect(deliveryTimeText(translatorFor("pt"), 120)).toBe("Entrega em até 2 horas");
  });
});

describe("pages never show a code", () => {
  let admin = "";
  let shopper = { cookie: "", id: 0, email: "" };
  let refunded = 0;
  let delivered = 0;
  let waiting = 0;

  beforeAll(async () => {
    await seedOnce();
    admin = await adminCookie();
    const game = await gameNamed("Tibia");
    const item = await itemOf(game.id);
    const session = await shopperSession("codes");
    const choice = { server: game.servers[0] ?? null, platform: game.platforms[0] ?? null };
    refunded = await paidOrder(session.cookie, item, choice);
    const total = (await db.query.orders.findFirst({ where: eq(orders.id, refunded) }))?.totalCents ?? 0;
    const refund = { intent: "refund", amount: (total / 100).toFixed(2), note: "customer asked", confirmed: "yes" };
    await postForm(`/admin/orders/${refunded}`, { ...refund, key: crypto.randomUUID() }, { cookie: admin });
    delivered = await paidOrder(session.cookie, item, choice);
    await postForm(
      `/admin/orders/${delivered}`,
      { intent: "status", to: "concluído", confirmed: "yes" },
      { cookie: admin },
    );
    waiting = await paidOrder(session.cookie, item, choice);
    const account = await db.query.users.findFirst({ where: eq(users.email, session.account.email) });
    shopper = { cookie: session.cookie, id: account?.id ?? 0, email: session.account.email };
    await postForm(
      "/admin/staff",
      { intent: "invite", email: session.account.email, role: "support" },
      { cookie: admin },
    );
    await db.insert(chatConversations).values({ userId: shopper.id, lastMessage: "Hi" });
  });

  it("records why each status changed as a reason code, and the admin's words as the note", async () => {
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, refunded));
    expect(history.map((row) => [row.reason, row.note])).toEqual([
      ["created", ""],
      ["paid", ""],
      ["refunded", "customer asked"],
    ]);
  });

  it("makes the cart's delivery promise in the confirmation email", async () => {
    // Verification, three confirmations, a refund and a delivery.
    const emails = await waitForEmails(shopper.email, 6);
    const confirmed = emails.find((email) => email.subject === `Order #${waiting} confirmed`);
    expect(confirmed?.text).toContain("Delivered within 24 hours of the payment confirmation.");
    expect(confirmed?.text).not.toMatch(/instant|up to 24 hours/i);
  });

  for (const language of languages) {
    it(`to the admin, in ${language}`, async () => {
      const read = async (path: string) => {
        const response = await fetchWorker(path, {}, { cookie: admin, language });
        expect(response.status, path).toBe(200);
        // Tags around "Method" leave a space before its colon in the visible text.
        return visibleText(await response.text()).replace(/ :/g, ":");
      };
      const dashboard = await read("/admin");
      expectNoCodes(dashboard, language, "/admin");
      expect(dashboard).toContain(language === "en" ? `Order #${waiting}` : `Pedido #${waiting}`);
      expect(dashboard).toContain(language === "en" ? "just placed" : "acabou de chegar");
      expect(dashboard).toContain(language === "en" ? "Sent staff invitation #" : "Enviou o convite para a equipe #");
      expect(dashboard).toContain(
        language === "en" ? `Refunded order #${refunded}` : `Reembolsou o pedido #${refunded}`,
      );

      const order = await read(`/admin/orders/${refunded}`);
      expectNoCodes(order, language, "admin order");
      expect(order).toContain(language === "en" ? "Method: Credit card" : "Método: Cartão de crédito");
      expect(order).toContain(
        language === "en"
          ? "Pending → Processing · Payment confirmed"
          : "Pendente → Processando · Pagamento confirmado",
      );
      expect(order).toContain(
        language === "en" ? "Processing → Canceled · Refunded" : "Processando → Cancelado · Reembolsado",
      );
      // The payment log names its events in words too.
      expect(order).toContain(language === "en" ? "Paid on the payment page" : "Pago na página de pagamento");
      expect(order).toContain(language === "en" ? "Refund by an admin" : "Reembolso feito por um admin");

      expectNoCodes(await read(`/admin/orders/${delivered}`), language, "admin delivered order");
      expectNoCodes(await read("/admin/orders"), language, "/admin/orders");
      const user = await read(`/admin/users/${shopper.id}`);
      expectNoCodes(user, language, "admin user");
      expect(user).toContain(language === "en" ? "Open" : "Aberta");
    });

    it(`to the shopper, in ${language}`, async () => {
      for (const path of ["/orders", `/orders/${refunded}`, `/orders/${delivered}`, "/settings?section=orders"]) {
        const response = await fetchWorker(path, {}, { cookie: shopper.cookie, language });
        expect(response.status, path).toBe(200);
        const text = visibleText(await response.text());
        expectNoCodes(text, language, path);
        // The admin's note is for the store's eyes only.
        expect(text, path).not.toContain("customer asked");
      }
      const order = visibleText(
        await (await fetchWorker(`/orders/${refunded}`, {}, { cookie: shopper.cookie, language })).text(),
      );
      expect(order).toContain(language === "en" ? "Credit card" : "Cartão de crédito");
      expect(order).toContain(language === "en" ? "Payment confirmed" : "Pagamento confirmado");
      // The order API gives the reason codes (an API speaks codes) and never the admin's note.
      const api = await fetchWorker(`/api/orders/${refunded}`, {}, { cookie: shopper.cookie, language });
      const body: { history: Array<{ reason: string | null }> } = await api.json();
      expect(body.history.map((entry) => entry.reason)).toEqual(["created", "paid", "refunded"]);
      expect(JSON.stringify(body)).not.toContain("customer asked");
    });
  }
});
