// The delivery desk's queue (issue 49): paid orders waiting for hand-over, the most urgent first,
// with the time left against the promise; "mine", "unassigned" and "late"; paged; the same in the
// page and GET /api/admin/desk; and never the buyer's email or phone.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { DESK_PAGE_SIZE } from "../desk-queue";
import { desk, paidOrderOf, promiseIn, type Staff, staffMember } from "./desk-fixtures";

interface DeskJson {
  filter: string;
  orders: Array<{
    id: number;
    late: boolean;
    minutes_left: number;
    assigned_to: { id: number; name: string } | null;
    lines: Array<{ game: string; server: string | null; platform: string | null; nickname: string; name: string }>;
  }>;
  next_after: string | null;
  agents: Array<{
    id: number;
    open_orders: number;
    delivered_30d: number;
    on_time_30d: number;
    on_time_share: number | null;
  }> | null;
}

let agent: Staff;
let manager: Staff;
const orders = { soon: 0, late: 0, later: 0 };
const buyers: Array<{ email: string; phone: string }> = [];

async function listed(staff: Staff, query = ""): Promise<DeskJson> {
  const response = await desk(staff, "GET", `/api/admin/desk${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  agent = await staffMember("queue-agent", "delivery", "Ana Souza");
  manager = await staffMember("queue-manager", "manager", "Marta Lima");
  for (const key of ["later", "soon", "late"] as const) {
    const order = await paidOrderOf(`queue-${key}`);
    orders[key] = order.orderId;
    buyers.push(order);
  }
  await promiseIn(orders.later, 180);
  await promiseIn(orders.soon, 20);
  await promiseIn(orders.late, -15);
}, 60_000);

describe("the desk's queue", () => {
  it("lists paid orders the most urgent first, with the time left and what to hand over to whom", async () => {
    const body = await listed(agent);
    expect(body.orders.map((order) => order.id)).toEqual([orders.late, orders.soon, orders.later]);
    const [late, soon] = body.orders;
    expect(late).toMatchObject({ late: true, assigned_to: null });
    expect(late?.minutes_left).toBeLessThan(0);
    expect(soon).toMatchObject({ late: false });
    expect(soon?.minutes_left).toBeGreaterThan(0);
    expect(soon?.lines).toEqual([
      expect.objectContaining({ game: "Tibia", nickname: "Nick#1", server: expect.any(String) }),
    ]);
    // Each agent's figures are a manager's.
    expect(body.agents).toBeNull();
  });

  it("leaves out orders not paid yet and those delivered", async () => {
    const delivered = await paidOrderOf("queue-delivered");
    await env.DB.prepare("UPDATE orders SET status = 'concluído', delivered_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), delivered.orderId)
      .run();
    const ids = (await listed(agent)).orders.map((order) => order.id);
    expect(ids).not.toContain(delivered.orderId);
    expect(ids).toHaveLength(3);
  });

  it("filters mine, unassigned and late", async () => {
    const claimed = await desk(agent, "POST", `/api/admin/orders/${orders.soon}/claim`);
    expect(claimed.status).toBe(200);
    expect((await listed(agent, "?filter=mine")).orders.map((order) => order.id)).toEqual([orders.soon]);
    expect((await listed(manager, "?filter=mine")).orders).toEqual([]);
    expect((await listed(agent, "?filter=unassigned")).orders.map((order) => order.id)).toEqual([
      orders.late,
      orders.later,
    ]);
    expect((await listed(agent, "?filter=late")).orders.map((order) => order.id)).toEqual([orders.late]);
    const all = await listed(agent, "?filter=nonsense");
    expect(all.filter).toBe("all");
    expect(all.orders.find((order) => order.id === orders.soon)?.assigned_to).toEqual({
      id: agent.id,
      name: "Ana Souza",
    });
  });

  it("shows the same on the page, with the filters as links, and names no buyer's email or phone", async () => {
    const response = await fetchWorker("/admin/desk?filter=mine", {}, { cookie: agent.cookie, language: "en" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<a [^>]*href="\/admin\/desk\?filter=late"/);
    expect(html).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/admin\/desk\?filter=mine"|<a [^>]*href="\/admin\/desk\?filter=mine"[^>]*aria-current="page"/,
    );
    const text = visibleText(html);
    expect(text).toContain(`Order #${orders.soon}`);
    expect(text).toContain("Nick#1");
    expect(text).toMatch(/\d+ min left/);
    expect(text).toContain("You");
    expect(text).not.toContain(`Order #${orders.late}`);
    const all = await (await fetchWorker("/admin/desk", {}, { cookie: agent.cookie, language: "en" })).text();
    expect(visibleText(all)).toMatch(/Late by \d+ min/i);
    const json = await (await desk(agent, "GET", "/api/admin/desk")).text();
    for (const buyer of buyers) {
      expect(buyer.phone.length, "the buyer gave a phone").toBeGreaterThan(5);
      for (const answer of [html, all, json]) {
        expect(answer).not.toContain(buyer.email);
        expect(answer).not.toContain(buyer.phone);
      }
    }
    // The nav shows the desk to an agent; the orders pages are not theirs.
    expect(all).toContain('href="/admin/desk"');
    expect(all).not.toContain('href="/admin/orders"');
  });

  it("works its buttons without the page's script: an agent takes an order from the page", async () => {
    const taken = await postForm(
      "/admin/desk",
      { intent: "claim", order: String(orders.later) },
      {
        cookie: agent.cookie,
        language: "en",
      },
    );
    expect(taken.status).toBe(200);
    expect(visibleText(await taken.text())).toContain(`Order #${orders.later} is yours now.`);
    const again = await postForm(
      "/admin/desk",
      { intent: "claim", order: String(orders.late) },
      {
        cookie: manager.cookie,
        language: "pt",
      },
    );
    expect(again.status).toBe(200);
    const refused = await postForm(
      "/admin/desk",
      { intent: "claim", order: String(orders.late) },
      {
        cookie: agent.cookie,
        language: "pt",
      },
    );
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("Outro entregador já assumiu este pedido.");
    for (const id of [orders.later, orders.late]) {
      const holder = id === orders.later ? agent : manager;
      expect((await desk(holder, "POST", `/api/admin/orders/${id}/release`)).status).toBe(200);
    }
  });

  it("shows a manager each agent's open orders and on-time share over the last 30 days", async () => {
    const onTime = await paidOrderOf("queue-on-time");
    const lateOne = await paidOrderOf("queue-late-delivery");
    const old = await paidOrderOf("queue-old-delivery");
    const day = 86_400_000;
    const deliveries: Array<[number, number, number]> = [
      // order, delivered (ms ago), promised (ms ago): on time, late, and on time but 40 days ago.
      [onTime.orderId, 2 * day, 1 * day],
      [lateOne.orderId, 3 * day, 4 * day],
      [old.orderId, 40 * day, 39 * day],
    ];
    for (const [id, deliveredAgo, promisedAgo] of deliveries) {
      await env.DB.prepare(
        "UPDATE orders SET status = 'concluído', assigned_staff_id = ?, delivered_at = ?, deliver_by = ? WHERE id = ?",
      )
        .bind(
          agent.id,
          new Date(Date.now() - deliveredAgo).toISOString(),
          new Date(Date.now() - promisedAgo).toISOString(),
          id,
        )
        .run();
    }
    const body = await listed(manager);
    expect(body.agents?.find((row) => row.id === agent.id)).toMatchObject({
      open_orders: 1,
      delivered_30d: 2,
      on_time_30d: 1,
      on_time_share: 0.5,
    });
    expect(body.agents?.find((row) => row.id === manager.id)).toMatchObject({ open_orders: 0, on_time_share: null });
    const page = visibleText(
      await (await fetchWorker("/admin/desk", {}, { cookie: manager.cookie, language: "en" })).text(),
    );
    expect(page).toContain("50% (1 of 2)");
    expect(page).toContain("No deliveries yet");
  });
});

describe("the desk's pages", () => {
  it("pages by deadline: each page at most a page long, the next starting after the last", async () => {
    const shopper = await env.DB.prepare("SELECT user_id FROM orders WHERE id = ?")
      .bind(orders.soon)
      .first<{ user_id: number }>();
    const line = await env.DB.prepare("SELECT game_id, game_name FROM order_lines WHERE order_id = ?")
      .bind(orders.soon)
      .first<{ game_id: number; game_name: string }>();
    // Enough waiting orders for three pages, all promised at the same minute: the id breaks the tie.
    const at = new Date(Date.now() + 600 * 60_000).toISOString();
    for (let index = 0; index < DESK_PAGE_SIZE * 2 + 5; index += 1) {
      const inserted = await env.DB.prepare(
        "INSERT INTO orders (user_id, status, payment_method, currency, total_cents, paid_at, deliver_by) VALUES (?, 'processando', 'pix', 'BRL', 100, ?, ?) RETURNING id",
      )
        .bind(shopper?.user_id, new Date().toISOString(), at)
        .first<{ id: number }>();
      await env.DB.prepare(
        "INSERT INTO order_lines (order_id, game_id, game_name, name, nickname, unit_price_cents, quantity, line_total_cents) VALUES (?, ?, ?, 'Sword', ?, 100, 1, 100)",
      )
        .bind(inserted?.id, line?.game_id, line?.game_name, `Bulk${index}`)
        .run();
    }
    const seen: number[] = [];
    let query = "?filter=unassigned";
    for (let page = 0; page < 5 && query; page += 1) {
      const body = await listed(agent, query);
      expect(body.orders.length).toBeLessThanOrEqual(DESK_PAGE_SIZE);
      seen.push(...body.orders.map((order) => order.id));
      query = body.next_after ? `?filter=unassigned&after=${encodeURIComponent(body.next_after)}` : "";
    }
    expect(new Set(seen).size, "no order twice").toBe(seen.length);
    const unassigned = await env.DB.prepare(
      "SELECT count(*) AS n FROM orders WHERE status = 'processando' AND assigned_staff_id IS NULL",
    ).first<{ n: number }>();
    expect(seen).toHaveLength(unassigned?.n ?? 0);
    expect(seen.slice(0, 2)).toEqual([orders.late, orders.later]);
    const second = await (
      await fetchWorker(`/admin/desk?filter=unassigned`, {}, { cookie: agent.cookie, language: "en" })
    ).text();
    expect(second).toMatch(/href="\/admin\/desk\?filter=unassigned&amp;after=[^"]+"[^>]*>Next page/);
  });
});
