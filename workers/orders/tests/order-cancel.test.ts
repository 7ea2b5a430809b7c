// Issue 16: a shopper stops a boosting or carry run in progress from its order page, quoted the
// undone share of the run (steps not done / all steps) as a refund; the request shows on the
// timeline and on the admin order page, where an admin approves the quote or another amount,
// refunded through the payment adapter once however many clicks race, or declines it; the shopper
// sees the outcome.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { catalogueChanged, db, visibleText } from "../../../tests/workers/support/worker";
import { items, orderMilestones, orders, payments } from "../../db/schema";

let admin = "";
let buyRun: (label: string) => Promise<{ orderId: number; cookie: string }>;
let buyItem: (label: string) => Promise<{ orderId: number; cookie: string }>;

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const game = await gameNamed("World of Warcraft");
  const choice = { server: game.servers[0] ?? null, platform: game.platforms[0] ?? null };
  const boosting = await itemOf(game.id, "boosting");
  await db
    .update(items)
    .set({ milestones: ["Bronze", "Silver", "Gold", "Platinum"] })
    .where(eq(items.id, boosting.id));
  await catalogueChanged();
  const plain = await itemOf(game.id, "item");
  const buy = (item: { gameId: number; id: number }) => async (label: string) => {
    const { cookie } = await shopperSession(label);
    return { orderId: await paidOrder(cookie, item, choice), cookie };
  };
  buyRun = buy(boosting);
  buyItem = buy(plain);
});

interface CancelBody {
  status: string;
  timeline: Array<{ kind: string; amount?: number }>;
  cancellation: {
    status: string;
    quoted: number;
    steps_undone: number;
    steps_total: number;
    refunded: number | null;
  } | null;
}

const recordOf = async (orderId: number, cookie: string): Promise<CancelBody> =>
  (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json();
const pageText = async (path: string, cookie: string) =>
  visibleText(await (await fetchWorker(path, {}, { cookie })).text());
const refundsOf = (orderId: number) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));

async function tickFirstStep(orderId: number) {
  const [first] = await db
    .select()
    .from(orderMilestones)
    .where(and(eq(orderMilestones.orderId, orderId), eq(orderMilestones.position, 0)));
  const ticked = await postForm(
    `/admin/orders/${orderId}`,
    { intent: "tick", step: String(first?.id) },
    { cookie: admin },
  );
  expect(ticked.status).toBe(200);
}

describe("stopping a boosting or carry run", () => {
  it("quotes the undone share, takes the request once and shows it to the shopper and the admin", async () => {
    const { orderId, cookie } = await buyRun("cancel-quote");
    await tickFirstStep(orderId);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const quoted = Math.round(((order?.totalCents ?? 0) * 3) / 4);

    expect(await pageText(`/orders/${orderId}`, cookie)).toContain(
      "3 of 4 steps are not done yet. If you stop the run now, you are quoted",
    );
    // Only its shopper asks: a stranger and an admin find no such order.
    const stranger = (await shopperSession("cancel-stranger")).cookie;
    expect((await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie: stranger })).status).toBe(404);
    expect((await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie: admin })).status).toBe(404);

    // Without JavaScript, from the order page's form.
    expect((await postForm(`/orders/${orderId}`, { intent: "cancel" }, { cookie })).status).toBe(200);
    const body = await recordOf(orderId, cookie);
    expect(body.cancellation).toMatchObject({
      status: "requested",
      quoted: quoted / 100,
      steps_undone: 3,
      steps_total: 4,
      refunded: null,
    });
    expect(body.timeline.at(-1)).toMatchObject({ kind: "cancel_requested", amount: quoted / 100 });
    // The run goes on until an admin decides.
    expect(body.status).toBe("processando");

    const again = await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "already_requested" });

    const shopperPage = await pageText(`/orders/${orderId}`, cookie);
    expect(shopperPage).toContain("You asked to stop this run");
    expect(shopperPage).toContain("You asked to stop the run, quoted");
    const adminPage = await pageText(`/admin/orders/${orderId}`, admin);
    expect(adminPage).toContain("The shopper asked to stop the run");
    expect(adminPage).toContain("3 of 4 steps not done");
  });

  it("refunds the amount the admin approves once, however many clicks race, and cancels the order", async () => {
    const { orderId, cookie } = await buyRun("cancel-approve");
    expect((await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie })).status).toBe(200);
    // The shopper cannot approve their own refund.
    const shopperTry = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "approveCancel", amount: "1.00" },
      { cookie },
    );
    expect(shopperTry.status).not.toBe(200);
    expect(await refundsOf(orderId)).toEqual([]);

    const tooMuch = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "approveCancel", amount: "999999.00" },
      { cookie: admin },
    );
    expect(tooMuch.status).toBe(422);
    expect(await refundsOf(orderId)).toEqual([]);

    const approve = () =>
      postForm(`/admin/orders/${orderId}`, { intent: "approveCancel", amount: "5,00" }, { cookie: admin });
    const answers = await Promise.all([approve(), approve(), approve()]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect((await refundsOf(orderId)).map((row) => row.amountCents)).toEqual([500]);

    const body = await recordOf(orderId, cookie);
    expect(body.status).toBe("cancelado");
    expect(body.cancellation).toMatchObject({ status: "approved", refunded: 5 });
    const kinds = body.timeline.map((entry) => entry.kind);
    expect(kinds).toContain("cancel_approved");
    // The refund is told once, as the approval; the payment is still there.
    expect(kinds).not.toContain("refund");
    expect(kinds).toContain("payment");
    const shopperPage = await pageText(`/orders/${orderId}`, cookie);
    expect(shopperPage).toContain("The run was stopped:");
    expect(shopperPage).toContain("Stopped at the shopper's request");
    expect(await pageText(`/admin/orders/${orderId}`, admin)).toContain("refunded, the order is cancelled");
  });

  it("keeps the run going when an admin declines, once, and tells the shopper", async () => {
    const { orderId, cookie } = await buyRun("cancel-decline");
    expect((await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie })).status).toBe(200);
    const decline = () => postForm(`/admin/orders/${orderId}`, { intent: "declineCancel" }, { cookie: admin });
    const answers = await Promise.all([decline(), decline()]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    // Nothing refunded, the run goes on, and it cannot be approved afterwards.
    const approved = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "approveCancel", amount: "1.00" },
      { cookie: admin },
    );
    expect(approved.status).toBe(409);
    expect(await refundsOf(orderId)).toEqual([]);
    const body = await recordOf(orderId, cookie);
    expect(body.status).toBe("processando");
    expect(body.cancellation).toMatchObject({ status: "declined", refunded: null });
    expect(body.timeline.at(-1)).toMatchObject({ kind: "cancel_declined" });
    const shopperPage = await pageText(`/orders/${orderId}`, cookie);
    expect(shopperPage).toContain("The store keeps this run going");
    expect(await pageText(`/admin/orders/${orderId}`, admin)).toContain("the run goes on.");
  });

  it("is not offered for an order without a run, nor for a run no longer in progress", async () => {
    const { orderId, cookie } = await buyItem("cancel-plain");
    expect(await pageText(`/orders/${orderId}`, cookie)).not.toContain("Stop this run");
    const refused = await callApi("POST", `/api/orders/${orderId}/cancel`, {}, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "not_cancellable" });

    const run = await buyRun("cancel-delivered");
    expect((await callApi("POST", `/api/orders/${run.orderId}/cancel`, {}, { cookie: run.cookie })).status).toBe(200);
    const delivered = await postForm(
      `/admin/orders/${run.orderId}`,
      { intent: "status", to: "concluído", note: "", confirmed: "yes" },
      { cookie: admin },
    );
    expect(delivered.status).toBe(200);
    const late = await postForm(
      `/admin/orders/${run.orderId}`,
      { intent: "approveCancel", amount: "1.00" },
      { cookie: admin },
    );
    expect(late.status).toBe(409);
    expect(await refundsOf(run.orderId)).toEqual([]);
  });
});
