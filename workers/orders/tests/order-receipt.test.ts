// Issue 16, after delivery: the shopper confirms receipt or reports a problem, once, within the
// window the settings name (3 days by default); a problem flags the order for admins; after the
// window the order is final. Only the order's shopper may answer for it. A problem is also the
// shopper's message in the order's conversation, which the admin inbox labels with the order.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orders } from "../../db/schema";

let admin = "";
let newOrder: () => Promise<{ orderId: number; cookie: string }>;

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const game = await gameNamed("Tibia");
  const item = await itemOf(game.id);
  newOrder = async () => {
    const { cookie } = await shopperSession("receipt");
    const orderId = await paidOrder(cookie, item, {
      server: game.servers[0] ?? null,
      platform: game.platforms[0] ?? null,
    });
    return { orderId, cookie };
  };
});

async function deliver(orderId: number) {
  const response = await postForm(
    `/admin/orders/${orderId}`,
    { intent: "status", to: "concluído", note: "", confirmed: "yes" },
    { cookie: admin },
  );
  expect(response.status).toBe(200);
}

describe("after delivery", () => {
  it("takes the shopper's confirmation once, on the timeline", async () => {
    const { orderId, cookie } = await newOrder();
    const early = await callApi("POST", `/api/orders/${orderId}/confirm`, undefined, { cookie });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: "not_delivered" });
    await deliver(orderId);
    const confirmed = await callApi("POST", `/api/orders/${orderId}/confirm`, undefined, { cookie });
    expect(confirmed.status).toBe(200);
    const body: { receipt: string; timeline: Array<{ kind: string }> } = await confirmed.json();
    expect(body.receipt).toBe("confirmed");
    expect(body.timeline.at(-1)?.kind).toBe("confirmed");
    const again = await callApi("POST", `/api/orders/${orderId}/problem`, { message: "late" }, { cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "already_answered" });
  });

  it("takes a problem report, which flags the order for admins", async () => {
    const { orderId, cookie } = await newOrder();
    await deliver(orderId);
    const empty = await callApi("POST", `/api/orders/${orderId}/problem`, { message: "  " }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ details: [{ field: "message" }] });
    // Another shopper and an admin cannot answer for it.
    const stranger = (await shopperSession("receipt-stranger")).cookie;
    expect((await callApi("POST", `/api/orders/${orderId}/confirm`, undefined, { cookie: stranger })).status).toBe(404);
    expect((await callApi("POST", `/api/orders/${orderId}/confirm`, undefined, { cookie: admin })).status).toBe(404);

    // Without JavaScript, from the order page's form.
    const posted = await postForm(
      `/orders/${orderId}`,
      { intent: "problem", message: "Only half the gold arrived." },
      { cookie },
    );
    expect(posted.status).toBe(200);
    const page = visibleText(await (await fetchWorker(`/orders/${orderId}`, {}, { cookie })).text());
    expect(page).toContain("You reported a problem.");
    expect(page).toContain("Problem reported: Only half the gold arrived.");
    const list = visibleText(await (await fetchWorker("/admin/orders", {}, { cookie: admin })).text());
    expect(list).toMatch(new RegExp(`Order #${orderId} .*?Problem reported`));

    // The report is the shopper's message in the order's conversation, where support answers it.
    const opened = await callApi("POST", `/api/orders/${orderId}/conversation`, {}, { cookie });
    const { id: conversationId }: { id: number } = await opened.json();
    const messages = await callApi("GET", `/api/chat/conversations/${conversationId}/messages`, undefined, { cookie });
    expect(await messages.json()).toEqual([
      expect.objectContaining({ content: "Only half the gold arrived.", sender_is_admin: false }),
    ]);
    // The inbox names the order and leads to it.
    const inbox = await (await fetchWorker("/admin/messages", {}, { cookie: admin })).text();
    expect(visibleText(inbox)).toContain(`Order #${orderId}`);
    const inboxOpen = await (await fetchWorker(`/admin/messages?c=${conversationId}`, {}, { cookie: admin })).text();
    expect(inboxOpen).toContain(`href="/admin/orders/${orderId}"`);
    expect(visibleText(inboxOpen)).toContain(`Open order #${orderId}`);
  });

  it("is final once the window is over", async () => {
    const { orderId, cookie } = await newOrder();
    await deliver(orderId);
    await db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000 - 60_000).toISOString() })
      .where(eq(orders.id, orderId));
    const late = await callApi("POST", `/api/orders/${orderId}/problem`, { message: "missing" }, { cookie });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: "receipt_window_closed" });
    const page = visibleText(await (await fetchWorker(`/orders/${orderId}`, {}, { cookie })).text());
    expect(page).toContain("This order is final.");
  });
});
