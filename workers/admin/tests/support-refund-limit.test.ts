// A support agent refunds up to the limit the owner sets (issue 49): within it on the page and the API,
// refused past it (403 refund_limit, nothing refunded), never past it by two refunds at once; a
// manager has no limit; the owner's change of the limit holds from the next request.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/format-money";
import {
  addLine,
  adminCookie,
  buyableItem,
  newPaidOrder,
  payCart,
  seedOnce,
  shopperSession,
} from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { validSettingsForm } from "../../../tests/workers/support/settings-form";
import { auditEntries } from "../../../tests/workers/support/staff";
import { type CallOptions, callApi, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { setStoreSetting } from "../../../tests/workers/support/store-setting";
import { visibleText } from "../../../tests/workers/support/worker";
import { payments } from "../../db/schema";

const staff = { owner: "", manager: "", support: "", supportId: 0 };

beforeAll(async () => {
  await seedOnce();
  staff.owner = await adminCookie();
  staff.manager = await signIn(await newAdmin("limit-manager", "manager"));
  const support = await newAdmin("limit-support", "support");
  staff.support = await signIn(support);
  const me = await callApi("GET", "/api/auth/me", undefined, { cookie: staff.support });
  staff.supportId = (await me.json<{ user: { id: number } }>()).user.id;
  // R$ 5,00 per order (the demo order is R$ 12,90): room for one small refund, not two.
  await setStoreSetting("supportRefundLimitCents", { BRL: 500, USD: 100 });
}, 60_000);

const brl = (cents: number, language: "en" | "pt" = "en") => formatMoney(cents, "BRL", language);

function refund(orderId: number, amountCents: number, options: CallOptions) {
  return callApi("POST", `/api/admin/orders/${orderId}/refund`, { amount_cents: amountCents }, options);
}

/** Saves the settings form with `limit` as support's limit for orders in reais, as `cookie`: the answer's status. */
async function saveBrlLimit(limit: string, cookie: string): Promise<number> {
  const saved = await postForm("/admin/settings", { ...validSettingsForm, supportRefundLimitBrl: limit }, { cookie });
  await saved.body?.cancel();
  return saved.status;
}

async function refundsOf(orderId: number): Promise<number[]> {
  const rows = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
  return rows.map((row) => row.amountCents).sort((a, b) => a - b);
}

describe("a support agent's refunds", () => {
  it("go through within the limit (200), audited with the limit, and are refused past it with nothing refunded", async () => {
    const { orderId } = await newPaidOrder("limit-within");
    const within = await refund(orderId, 300, { cookie: staff.support });
    expect(within.status, await within.clone().text()).toBe(200);
    expect(await within.json()).toMatchObject({
      refund: { amount_cents: 300, currency: "BRL", fully_refunded: false },
      order: { id: orderId, paid_cents: 1290, refunded_cents: 300 },
    });
    const [entry] = await auditEntries("refund", "order", orderId);
    expect(entry).toMatchObject({ actor_user_id: staff.supportId, after: { amountCents: 300, limitCents: 500 } });

    // 300 + 300 passes R$ 5,00: refused, saying the limit and what is left of it, in the caller's language.
    const over = await refund(orderId, 300, { cookie: staff.support, language: "pt" });
    expect(over.status).toBe(403);
    const body = await over.json<{ error: string; message: string; details: Array<{ field: string }> }>();
    expect(body.error).toBe("refund_limit");
    expect(body.message).toContain(brl(500, "pt"));
    expect(body.message).toContain(`restam ${brl(200, "pt")}`);
    expect(body.details).toEqual([expect.objectContaining({ field: "amount" })]);
    // The page refuses it too, at the confirm step already, inline on the amount.
    const page = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: "3.00" },
      { cookie: staff.support },
    );
    expect(page.status).toBe(403);
    const text = visibleText(await page.text());
    expect(text).toContain(`A support agent may refund up to ${brl(500)} on one order`);
    expect(text).not.toContain("Yes, refund");
    expect(await refundsOf(orderId), "nothing more was refunded").toEqual([300]);

    // What is left of the limit still goes through, and the page says what is left.
    const rest = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: "2.00", key: crypto.randomUUID(), confirmed: "yes" },
      { cookie: staff.support },
    );
    expect(rest.status).toBe(200);
    await rest.body?.cancel();
    expect(await refundsOf(orderId)).toEqual([200, 300]);
    const shown = visibleText(
      await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: staff.support })).text(),
    );
    expect(shown).toContain(`You may refund up to ${brl(0)} on this order (your limit is ${brl(500)} per order).`);
  });

  it("count the order's other refunds: a manager's refund leaves the agent less", async () => {
    const { orderId } = await newPaidOrder("limit-after-manager");
    const manager = await refund(orderId, 400, { cookie: staff.manager });
    expect(manager.status).toBe(200);
    const over = await refund(orderId, 200, { cookie: staff.support });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ error: "refund_limit" });
    expect((await refund(orderId, 100, { cookie: staff.support })).status).toBe(200);
    expect(await refundsOf(orderId)).toEqual([100, 400]);
  });

  it("can't pass the limit together: of three refunds at once, each within it but no two together, exactly one goes through", async () => {
    const { orderId } = await newPaidOrder("limit-race");
    const answers = await Promise.all([
      refund(orderId, 300, { cookie: staff.support }),
      refund(orderId, 300, { cookie: staff.support }),
      refund(orderId, 300, { cookie: staff.support }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 403, 403]);
    for (const answer of answers) await answer.body?.cancel();
    expect(await refundsOf(orderId)).toEqual([300]);
    expect(await auditEntries("refund", "order", orderId)).toHaveLength(1);
  });
});

describe("the limit", () => {
  it("is the one for the order's currency: an order paid in dollars is held to the dollar limit", async () => {
    const { item, choice } = await buyableItem();
    const shopper = await shopperSession("limit-usd");
    await addLine(shopper.cookie, item, choice);
    const orderId = await payCart(shopper.cookie, {}, "USD");
    // US$ 1,00 for support on a dollar order, whatever the reais limit is.
    expect((await refund(orderId, 100, { cookie: staff.support })).status).toBe(200);
    const over = await refund(orderId, 1, { cookie: staff.support });
    expect(over.status).toBe(403);
    const body = await over.json<{ error: string; message: string }>();
    expect(body).toMatchObject({ error: "refund_limit" });
    expect(body.message).toContain(formatMoney(100, "USD", "en"));
    expect(await refundsOf(orderId)).toEqual([100]);
  });

  it("does not apply to a manager, and shows on a support agent's page only", async () => {
    const { orderId } = await newPaidOrder("limit-manager");
    const answer = await refund(orderId, 1000, { cookie: staff.manager });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ order: { refunded_cents: 1000 } });
    const managerPage = visibleText(
      await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: staff.manager })).text(),
    );
    expect(managerPage).not.toContain("You may refund up to");
    const supportPage = visibleText(
      await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: staff.support })).text(),
    );
    expect(supportPage).toContain("Larger refunds and payment decisions are made by a manager or the owner.");
  });

  it("is the owner's to change on the settings page, and the next refund is held to the new one", async () => {
    const { orderId } = await newPaidOrder("limit-changed");
    expect((await refund(orderId, 600, { cookie: staff.support })).status).toBe(403);
    // The settings page is the owner's: a support agent can't raise their own limit.
    expect(await saveBrlLimit("1000", staff.support)).toBe(403);
    expect(await saveBrlLimit("10,00", staff.owner)).toBe(200);
    const settingsPage = await (await fetchWorker("/admin/settings", {}, { cookie: staff.owner })).text();
    expect(settingsPage).toContain('name="supportRefundLimitBrl"');
    expect(settingsPage).toContain('value="10.00"');
    expect((await refund(orderId, 600, { cookie: staff.support })).status).toBe(200);

    // 0: support refunds nothing at all.
    expect(await saveBrlLimit("0", staff.owner)).toBe(200);
    const refused = await refund(orderId, 1, { cookie: staff.support });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "refund_limit" });
    expect(await refundsOf(orderId)).toEqual([600]);
  });
});
