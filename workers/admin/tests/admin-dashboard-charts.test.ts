// Issue 33, the owner's charts on the admin dashboard: five figures drawn as SVG in the server's HTML,
// each with a visible caption, a named and described image and the same figures as a table, in
// either language; an empty state before there is anything to draw; nobody but an admin sees them.
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, shopperSession } from "../../../tests/workers/support/admin";
import { deliveredOrders, measuredGame } from "../../../tests/workers/support/delivered-orders";
import { fetchWorker } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orders } from "../../db/schema";
import { refreshDeliveryStats } from "../../trust/delivery-stats";

let admin = "";

const dashboard = async (language: "en" | "pt", cookie = admin) => fetchWorker("/admin", {}, { cookie, language });

/** The page's figures, each as the HTML between its opening and closing tags. */
const figuresOf = (html: string) => html.match(/<figure[\s\S]*?<\/figure>/g) ?? [];

beforeAll(async () => {
  admin = await adminCookie();
});

describe("the dashboard's charts", () => {
  it("say there is nothing to draw yet, in place of each drawing", async () => {
    const html = await (await dashboard("en")).text();
    const figures = figuresOf(html);
    expect(figures).toHaveLength(5);
    expect(html).not.toContain('role="img"');
    const text = visibleText(html);
    expect(text).toContain("No paid order in the last 30 days.");
    expect(text).toContain("No order yet.");
    expect(text).toContain("No order delivered in the last 90 days.");
    expect(text).toContain("No order delivered in the last 12 weeks.");
    expect(text).toContain("No offer has 5 delivered orders in the last 90 days yet.");
  });

  describe("with orders", () => {
    beforeAll(async () => {
      const now = new Date();
      const { game, coin } = await measuredGame("Chart Quest");
      // Six deliveries of one coin offer two days ago (10 to 600 min, promised in 60), in USD:
      // enough for the slowest offers, and revenue on one day.
      await deliveredOrders(
        { gameId: game.id, lines: [{ coinOfferId: coin.id }], promiseMinutes: 60, currency: "USD" },
        now,
        2,
        [10, 20, 30, 90, 300, 600],
      );
      await refreshDeliveryStats(db, now);
      const [order] = await db.select({ userId: orders.userId }).from(orders).limit(1);
      await db.insert(orders).values({
        userId: order?.userId ?? 0,
        status: "processando",
        paymentMethod: "pix",
        currency: "BRL",
        totalCents: 12_345,
        paidAt: new Date(now.getTime() - 3_600_000).toISOString(),
      });
    });

    it("draws the five charts, each captioned, named, described and also given as a table, in English", async () => {
      const response = await dashboard("en");
      expect(response.status).toBe(200);
      const html = await response.text();
      const figures = figuresOf(html);
      expect(figures).toHaveLength(5);
      for (const figure of figures) {
        expect(figure).toMatch(/<figcaption[^>]*>[^<]+<\/figcaption>/);
        expect(figure).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+-title [^"]+-desc"/);
        expect(figure).toMatch(/<title id="[^"]+-title">[^<]+<\/title><desc id="[^"]+-desc">[^<]+<\/desc>/);
        expect(figure).toMatch(/<details[^>]*><summary>Show the figures as a table<\/summary><table>/);
        expect(figure).toContain('<th scope="row">');
      }
      const captions = figures.map((figure) => figure.match(/<figcaption[^>]*>([^<]+)</)?.[1]);
      expect(captions).toEqual([
        "Revenue per day, last 30 days",
        "Orders by status",
        "Delivery times, last 90 days",
        "Delivered on time, per week",
        "Slowest offers",
      ]);
      const text = visibleText(html);
      // Each currency drawn on its own.
      expect(text).toContain("Revenue per day in BRL");
      expect(text).toContain("Revenue per day in USD");
      expect(text).toContain("R$123.45");
      expect(text).toContain("$60.00");
      // Six deliveries: 10 | 20 30 | 90 | 300 600.
      expect(html).toContain(
        "6 deliveries: Under 15 min 1 · 17%, 15 to 60 min 2 · 33%, 1 to 4 h 1 · 17%, 4 to 24 h 2 · 33%",
      );
      expect(text).toContain("Chart Quest Gold (Chart Quest)");
      // The coin offer's 90th percentile (the 6th of 6) and median (30 and 90: 60 min).
      expect(html).toContain("10 hours · 6 orders");
    });

    it("says the same in Portuguese", async () => {
      const html = await (await dashboard("pt")).text();
      const figures = figuresOf(html);
      expect(figures).toHaveLength(5);
      expect(figures.map((figure) => figure.match(/<figcaption[^>]*>([^<]+)</)?.[1])).toEqual([
        "Receita por dia, últimos 30 dias",
        "Pedidos por status",
        "Tempos de entrega, últimos 90 dias",
        "Entregues no prazo, por semana",
        "Ofertas mais lentas",
      ]);
      for (const figure of figures) expect(figure).toContain("<summary>Mostrar os números em uma tabela</summary>");
      const text = visibleText(html);
      expect(text).toContain("Receita por dia em BRL");
      expect(text).toContain("R$ 123,45");
      expect(html).toContain("6 entregas: Menos de 15 min 1 · 17%");
      expect(text).toContain("10 horas · 6 pedidos");
    });

    it("are shown to no one but an admin", async () => {
      const { cookie } = await shopperSession("charts");
      for (const response of [await dashboard("en", cookie), await dashboard("en", "")]) {
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).not.toMatch(/^\/admin/);
        expect(await response.text()).not.toContain("Revenue per day");
      }
    });
  });
});
