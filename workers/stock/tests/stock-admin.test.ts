// The admin follows and sets stock per offer and server (issue 50): PUT /api/admin/stock/{coin|item}/{id}
// sets, adds, removes or makes a line unlimited with a reason, every change audited and in the line's
// history; the edit screens show and change it; the dashboard's trouble card names the low servers.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { coinOf, createShopper, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import * as staff from "../../../tests/workers/support/passkey-sessions";
import { callApi, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, stockHolds } from "../../db/schema";
import { startCheckout } from "../../orders/checkout";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings } from "../../settings/store-settings";

let admin = "";
let wow: Awaited<ReturnType<typeof gameNamed>>;
let item: Awaited<ReturnType<typeof itemOf>>;
let coin: Awaited<ReturnType<typeof coinOf>>;

type StockAnswer = {
  lines: Array<{ server: string; quantity: number | null; held: number; available: number | null }>;
  history: Array<{ server: string; change: string; delta: number; quantity_after: number | null; reason: string }>;
};

const put = (kind: string, id: number, body: Record<string, unknown>, cookie = admin) =>
  callApi("PUT", `/api/admin/stock/${kind}/${id}`, body, { cookie });

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  coin = await coinOf(wow.id);
});

describe("PUT /api/admin/stock/{coin|item}/{id}", () => {
  it("sets, adds to and removes from one server's line with a reason, each change in the history and audited", async () => {
    const set = await put("item", item.id, { server: "Azralon", quantity: 7, reason: "weekly slots" });
    expect(set.status).toBe(200);
    const body = await set.json<StockAnswer>();
    expect(body.lines).toEqual([
      { server: "Azralon", quantity: 7, held: 0, available: 7 },
      { server: "Gallywix", quantity: null, held: 0, available: null },
      { server: "Nemesis", quantity: null, held: 0, available: null },
      { server: "Goldrinn", quantity: null, held: 0, available: null },
    ]);
    await put("item", item.id, { server: "Azralon", quantity: 3, reason: "farmer delivered", change: "add" });
    const removed = await put("item", item.id, { server: "Azralon", quantity: 2, reason: "broken", change: "remove" });
    const after = await removed.json<StockAnswer>();
    expect(after.lines[0]).toMatchObject({ quantity: 8, available: 8 });
    expect(after.history.map((entry) => [entry.change, entry.delta, entry.quantity_after, entry.reason])).toEqual([
      ["remove", -2, 8, "broken"],
      ["add", 3, 10, "farmer delivered"],
      ["set", 7, 7, "weekly slots"],
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "stock"), eq(auditLog.entity, "item"), eq(auditLog.entityId, String(item.id))));
    expect(audits).toHaveLength(3);
    expect(audits[0]?.after).toMatchObject({ server: "Azralon", change: "set", quantity: 7, reason: "weekly slots" });

    // The game's API says the same at once: the admin's count is not held back by a cached copy.
    const game = await (await callApi("GET", `/api/games/${wow.id}`)).json<{
      items: Array<{ id: number; available: Record<string, number | null> }>;
    }>();
    expect(game.items.find((entry) => entry.id === item.id)?.available.Azralon).toBe(8);

    const unlimited = await put("item", item.id, { server: "Azralon", quantity: null, reason: "no longer counted" });
    expect((await unlimited.json<StockAnswer>()).lines[0]).toMatchObject({ quantity: null, available: null });
  });

  it("refuses without a reason, a server the game lacks, removing more than is in hand, or going below what shoppers hold", async () => {
    const noReason = await put("coin", coin.id, { server: "Azralon", quantity: 5 });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: "validation_error", details: [{ field: "reason" }] });
    const unknown = await put("coin", coin.id, { server: "Atlantis", quantity: 5, reason: "x" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "invalid_choice", details: [{ field: "server" }] });

    await put("coin", coin.id, { server: "Nemesis", quantity: coin.baseUnit * 3, reason: "count" });
    const tooMuch = await put("coin", coin.id, {
      server: "Nemesis",
      quantity: coin.baseUnit * 4,
      reason: "lost",
      change: "remove",
    });
    expect(tooMuch.status).toBe(409);

    // A shopper holds two packs while paying: the admin can't leave less than that in hand.
    const shopper = await createShopper();
    const { addToCart } = await import("../../cart/cart");
    await addToCart({ db, currency: "BRL" }, shopper.id, {
      gameId: wow.id,
      coinOfferId: coin.id,
      nickname: "Jaina",
      server: "Nemesis",
      platform: "PC",
      quantity: 2,
    });
    const provider = new SandboxPaymentProvider("http://store.test");
    await startCheckout(
      { db, provider },
      {
        user: shopper,
        paymentMethod: "debit_card",
        flow: "redirect",
        currency: "BRL",
        language: "en",
        origin: "http://store.test",
        settings: defaultStoreSettings,
      },
    );
    expect(await db.select().from(stockHolds).where(eq(stockHolds.state, "held"))).toHaveLength(1);
    const below = await put("coin", coin.id, { server: "Nemesis", quantity: coin.baseUnit, reason: "recount" });
    expect(below.status).toBe(409);
    expect(await below.json()).toMatchObject({ error: "stock_held", details: [{ field: "quantity" }] });
    const exact = await put("coin", coin.id, { server: "Nemesis", quantity: coin.baseUnit * 2, reason: "recount" });
    expect((await exact.json<StockAnswer>()).lines[2]).toMatchObject({ held: coin.baseUnit * 2, available: 0 });
  });

  it("is the catalogue's: a support agent is refused, a manager may", async () => {
    const support = await staff.newAdmin("stock-support", "support");
    const refused = await put("item", item.id, { server: "Azralon", quantity: 1, reason: "x" }, await signIn(support));
    expect(refused.status).toBe(403);
    const manager = await staff.newAdmin("stock-manager", "manager");
    const taken = await put("item", item.id, { server: "Azralon", quantity: 1, reason: "x" }, await signIn(manager));
    expect(taken.status).toBe(200);
  });
});

describe("the catalogue edit screens and the dashboard", () => {
  it("show each server's stock and history on the item's screen, change it with the form, and name low servers on the dashboard", async () => {
    const page = visibleText(await (await fetchWorker(`/admin/items/${item.id}`, {}, { cookie: admin })).text());
    expect(page).toContain("Stock per server");
    const posted = await postForm(
      `/admin/items/${item.id}`,
      { intent: "stock", server: "Goldrinn", change: "set", quantity: "2", reason: "last two runs" },
      { cookie: admin },
    );
    expect(posted.status).toBe(200);
    const after = visibleText(await (await fetchWorker(`/admin/items/${item.id}`, {}, { cookie: admin })).text());
    expect(after).toContain("last two runs");
    const refused = await postForm(
      `/admin/items/${item.id}`,
      { intent: "stock", server: "Goldrinn", change: "remove", quantity: "9", reason: "oops" },
      { cookie: admin },
    );
    expect(refused.status).toBe(409);

    const dashboard = visibleText(await (await fetchWorker("/admin", {}, { cookie: admin })).text());
    expect(dashboard).toMatch(/servers? (is|are) low on stock or sold out/);
    expect(dashboard).toContain(`${item.name} · 2 left on Goldrinn`);
    // The stock page lists every counted line, fewest left first, each a link to its offer.
    const stockPage = await (await fetchWorker("/admin/stock", {}, { cookie: admin })).text();
    expect(stockPage).toContain(`href="/admin/items/${item.id}"`);
    expect(visibleText(stockPage)).toMatch(/Stock.*Goldrinn/s);
  });
});
