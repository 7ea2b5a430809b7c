// The delivery agent works the orders assigned to them (issue 49): the desk's order page shows them
// what to hand over and, on their own order only, the delivery tools, its proof and its chat, asked
// of can(viewer, "desk", the order) at every use (page, press, image, socket frame); the shopper's
// page names the agent by first name; GET /api/orders/{id} gives delivered_by.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../../tests/workers/support/sockets";
import { callApi, fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { ACCESS_REVOKED } from "../../chat/chat-room";
import { desk, paidOrderOf, type Staff, staffMember } from "./desk-fixtures";

/** A one-pixel PNG. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (char) => char.charCodeAt(0),
);

let ana: Staff;
let bruno: Staff;
let manager: Staff;
let order: Awaited<ReturnType<typeof paidOrderOf>>;
const page = () => `/admin/desk/${order.orderId}`;

async function record(cookie: string) {
  const response = await callApi("GET", `/api/orders/${order.orderId}`, undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json<{
    delivered_by: string | null;
    status: string;
    timeline: Array<{ kind: string; text?: string }>;
    proof: Array<{ url: string }>;
  }>();
}

async function conversationId(): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM chat_conversations WHERE order_id = ?")
    .bind(order.orderId)
    .first<{ id: number }>();
  if (!row) throw new Error("the order's conversation was not opened");
  return row.id;
}

beforeAll(async () => {
  ana = await staffMember("agent-ana", "delivery", "Ana Paula Souza");
  bruno = await staffMember("agent-bruno", "delivery", "Bruno Dias");
  manager = await staffMember("agent-manager", "manager", "Marta Lima");
  order = await paidOrderOf("agent-order");
}, 60_000);

describe("an order nobody has taken yet", () => {
  it("shows an agent what to hand over and a button to take it, no tools, and the shopper no agent", async () => {
    const response = await fetchWorker(page(), {}, { cookie: ana.cookie, language: "en" });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Nick#1");
    expect(text).toContain(`Take order #${order.orderId}`);
    expect(html).not.toContain('value="proof"');
    expect(html).not.toContain('data-testid="order-conversation"');
    expect((await record(order.cookie)).delivered_by).toBeNull();
    const shopperPage = visibleText(
      await (await fetchWorker(`/orders/${order.orderId}`, {}, { cookie: order.cookie, language: "en" })).text(),
    );
    expect(shopperPage).not.toContain("being delivered by");
  });

  it("is not a desk page once it is no desk's: another's delivered order is not found", async () => {
    const other = await paidOrderOf("agent-other");
    await env.DB.prepare("UPDATE orders SET status = 'concluído' WHERE id = ?").bind(other.orderId).run();
    expect((await fetchWorker(`/admin/desk/${other.orderId}`, {}, { cookie: ana.cookie })).status).toBe(404);
    expect((await fetchWorker("/admin/desk/987654", {}, { cookie: ana.cookie })).status).toBe(404);
  });
});

describe("the agent's own order", () => {
  it("opens the delivery tools and the chat once taken, with no buyer's email or phone", async () => {
    const taken = await postForm(page(), { intent: "claim" }, { cookie: ana.cookie, language: "en" });
    expect(taken.status).toBe(200);
    const html = await (await fetchWorker(page(), {}, { cookie: ana.cookie, language: "en" })).text();
    const text = visibleText(html);
    expect(text).toContain("You are delivering this order.");
    expect(text).toContain("Mark as delivered");
    expect(html).toContain('name="intent" value="proof"');
    expect(html).toContain('data-testid="order-conversation"');
    // A delivery agent answers only here: no link to the inbox they may not open.
    expect(html).not.toContain("/admin/messages");
    expect(html).not.toContain(order.email);
    expect(html).not.toContain(order.phone);
  });

  it("tells the shopper who is delivering, by first name, in their language and in the API", async () => {
    expect((await record(order.cookie)).delivered_by).toBe("Ana");
    const english = visibleText(
      await (await fetchWorker(`/orders/${order.orderId}`, {}, { cookie: order.cookie, language: "en" })).text(),
    );
    expect(english).toContain("Your order is being delivered by Ana.");
    expect(english).not.toContain("Souza");
    const portuguese = visibleText(
      await (await fetchWorker(`/orders/${order.orderId}`, {}, { cookie: order.cookie, language: "pt" })).text(),
    );
    expect(portuguese).toContain("Seu pedido está sendo entregue por Ana.");
  });

  it("names the agent in full on the admin's order page, for a manager following it", async () => {
    const adminPage = visibleText(
      await (
        await fetchWorker(`/admin/orders/${order.orderId}`, {}, { cookie: manager.cookie, language: "en" })
      ).text(),
    );
    expect(adminPage).toContain("Delivery agent: Ana Paula Souza, since");
  });

  it("lets only its agent post a note, attach proof and see that proof", async () => {
    const note = { intent: "note", text: "Meet me at the depot in Thais." };
    const byBruno = await postForm(page(), note, { cookie: bruno.cookie });
    expect(byBruno.status).toBe(403);
    await byBruno.body?.cancel();
    const brunoPage = await (await fetchWorker(page(), {}, { cookie: bruno.cookie, language: "en" })).text();
    expect(visibleText(brunoPage)).toContain("Ana Paula Souza is delivering this order.");
    expect(brunoPage).not.toContain('value="note"');

    expect((await postForm(page(), note, { cookie: ana.cookie })).status).toBe(200);
    const form = new FormData();
    form.set("intent", "proof");
    form.set("note", "Trade window");
    form.set("image", new File([PNG], "proof.png", { type: "image/png" }));
    const proof = await fetchWorker(
      page(),
      { method: "POST", body: form, headers: { Origin: origin, Host: new URL(origin).host } },
      { cookie: ana.cookie },
    );
    expect(proof.status).toBe(200);
    const shopperView = await record(order.cookie);
    expect(shopperView.timeline).toContainEqual(expect.objectContaining({ kind: "note", text: note.text }));
    const url = shopperView.proof[0]?.url ?? "";
    expect(url).toMatch(/^\/media\//);
    expect((await fetchWorker(url, {}, { cookie: ana.cookie })).status).toBe(200);
    expect((await fetchWorker(url, {}, { cookie: bruno.cookie })).status).toBe(404);
  });

  it("lets the agent into the order's chat while the order is theirs, and closes their socket once it is not", async () => {
    const id = await conversationId();
    const messages = `/api/chat/conversations/${id}/messages`;
    const posted = await callApi("POST", messages, { content: "On my way" }, { cookie: ana.cookie });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({ sender_is_admin: true });
    expect((await callApi("GET", messages, undefined, { cookie: bruno.cookie })).status).toBe(404);

    const socket = await connect(id, ana.cookie);
    await socket.next("ready", true);
    // A manager gives the order to Bruno: Ana's next frame finds the grant gone.
    expect(
      (await desk(manager, "POST", `/api/admin/orders/${order.orderId}/assign`, { staff_id: bruno.id })).status,
    ).toBe(200);
    socket.send({ type: "message", content: "Still here?", clientId: "agent-after" });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 2_000));
    expect(await Promise.race([socket.closed, stillOpen])).toMatchObject({ code: ACCESS_REVOKED });
    const stored = await callApi("GET", messages, undefined, { cookie: order.cookie });
    const contents = (await stored.json<Array<{ content: string }>>()).map((message) => message.content);
    expect(contents).toContain("On my way");
    expect(contents).not.toContain("Still here?");
    expect((await callApi("GET", messages, undefined, { cookie: ana.cookie })).status).toBe(404);
    expect((await callApi("GET", messages, undefined, { cookie: bruno.cookie })).status).toBe(200);
    expect((await postForm(page(), { intent: "note", text: "Too late" }, { cookie: ana.cookie })).status).toBe(403);
    expect((await record(order.cookie)).delivered_by).toBe("Bruno");
  });

  it("marks it delivered after asking once more: it leaves the desk, and its agent still finds it", async () => {
    const asked = await postForm(page(), { intent: "delivered" }, { cookie: bruno.cookie, language: "en" });
    expect(asked.status).toBe(200);
    expect(visibleText(await asked.text())).toContain(`Mark order #${order.orderId} as delivered?`);
    expect((await record(order.cookie)).status).toBe("processando");
    const done = await postForm(page(), { intent: "delivered", confirmed: "yes" }, { cookie: bruno.cookie });
    expect(done.status).toBe(200);
    expect((await record(order.cookie)).status).toBe("concluído");
    const listed = await (await desk(bruno, "GET", "/api/admin/desk")).json<{ orders: Array<{ id: number }> }>();
    expect(listed.orders.map((row) => row.id)).not.toContain(order.orderId);
    expect((await fetchWorker(page(), {}, { cookie: bruno.cookie })).status).toBe(200);
    expect((await fetchWorker(page(), {}, { cookie: ana.cookie })).status).toBe(404);
    const shopperPage = visibleText(
      await (await fetchWorker(`/orders/${order.orderId}`, {}, { cookie: order.cookie, language: "en" })).text(),
    );
    expect(shopperPage).not.toContain("being delivered by");
  });
});
