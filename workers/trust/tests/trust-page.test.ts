// Issue 33, the public trust page at /trust and /confianca: the schedule's figures for the last 30
// and 365 days in the server's HTML, each with how it is computed, in either language; linked from
// the footer. GET /api/trust gives the same figures.
import { beforeAll, describe, expect, it } from "vitest";
import { trustRecords } from "../../../tests/workers/support/delivered-orders";
import { cookieFrom, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { refreshTrustFigures } from "../trust-figures";

const now = new Date();

const page = async (path: string, language: "en" | "pt") => {
  const response = await fetchWorker(path, {}, { language });
  return { status: response.status, html: await response.text() };
};

describe("the trust page", () => {
  it("shows a store without orders as none yet, computed on the first visit", async () => {
    const { status, html } = await page("/trust", "en");
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("Orders delivered 0");
    expect(text).toContain("Delivered on time None yet");
  });

  describe("with figures", () => {
    beforeAll(async () => {
      await trustRecords(now);
      // The schedule's next run.
      await refreshTrustFigures(db, now);
    });

    it("shows each window's figures and how each is computed, in English", async () => {
      const { status, html } = await page("/trust", "en");
      expect(status).toBe(200);
      const text = visibleText(html);
      expect(text).toContain("The last 30 days");
      expect(text).toContain("Orders delivered 3 Paid orders marked delivered in the period.");
      expect(text).toContain("Delivered on time 67%");
      expect(text).toContain("Median delivery time 20 min (9 in 10 within 90 min)");
      expect(text).toContain("Compensation paid automatically for lateness 2 orders: R$1.50 + $2.00");
      expect(text).toContain("Median time to a refund after a withdrawal 1 min (2 withdrawals)");
      expect(text).toContain(
        "Disputes with a bank and their outcome Opened: 2; won: 1, lost: 0, closed without a decision: 0",
      );
      expect(text).toContain("Average rating from shoppers 4.5 of 5, from 2 reviews");
      expect(text).toContain("Refunds and disputes in the last 90 days");
      expect(text).toContain("Time to a refund 2 min (9 in 10 within 10 min; 3 refunds)");
      expect(text).toContain("Disputes answered 50% (1 of 2)");
      expect(text).toContain("The last 365 days");
      expect(text).toContain("Delivered on time 80%");
      expect(text).toContain("Average rating from shoppers 3.7 of 5, from 3 reviews");
      expect(html).toContain('<link rel="canonical" href="http://store.test/trust');
      // The footer links to it, in the page's language.
      expect(html).toMatch(/<a href="\/trust"[^>]*>Our delivery figures<\/a>/);
    });

    it("shows the same figures in Portuguese at /confianca", async () => {
      const { status, html } = await page("/confianca", "pt");
      expect(status).toBe(200);
      const text = visibleText(html);
      expect(text).toContain("Os últimos 30 dias");
      expect(text).toContain("Entregues no prazo 67%");
      expect(text).toContain("Tempo mediano de entrega 20 min (9 em 10 em até 90 min)");
      expect(text).toContain("Pedidos entregues 5");
      expect(text).toContain("Nota média dos compradores 3,7 de 5, em 3 avaliações");
      expect(text).toContain("Contestações respondidas 50% (1 de 2)");
      expect(html).toMatch(/<a href="\/confianca"[^>]*>Nossos números de entrega<\/a>/);
    });

    it("says when the figures were computed in the reader's time zone, not in UTC (issue 47)", async () => {
      const reported = await postForm("/resources/time-zone", { zone: "Asia/Tokyo" });
      const zone = cookieFrom(reported);
      const tokyo = visibleText(await (await fetchWorker("/trust", {}, { cookie: zone, language: "en" })).text());
      const inTokyo = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit" });
      expect(tokyo).toContain(`${inTokyo.format(now)} GMT+9, in your time zone`);
      expect(tokyo).not.toContain("UTC");
      // Before the browser reports a zone, the store's.
      const first = visibleText((await page("/confianca", "pt")).html);
      expect(first).toMatch(/Calculado em .*(BRT|GMT-3), no seu fuso horário/);
    });

    it("gives the same figures through GET /api/trust, shares as fractions and money in decimals", async () => {
      const response = await fetchWorker("/api/trust");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      const body = await response.json<{ computed_at: string; windows: unknown[]; refunds: unknown }>();
      expect(body.computed_at).toBe(now.toISOString());
      expect(body.refunds).toEqual({
        days: 90,
        refunds: { count: 3, median_minutes: 1.5, p90_minutes: 10 },
        disputes: { opened: 2, answered: 1, answered_share: 0.5 },
      });
      expect(body.windows[0]).toEqual({
        days: 30,
        orders_delivered: 3,
        on_time_share: 0.67,
        median_minutes: 20,
        p90_minutes: 90,
        compensation: {
          count: 2,
          amounts: [
            { currency: "BRL", amount: 1.5 },
            { currency: "USD", amount: 2 },
          ],
        },
        withdrawal_refund: { count: 2, median_minutes: 1 },
        disputes: { opened: 2, won: 1, lost: 0, closed: 0 },
        rating: { average: 4.5, count: 2 },
      });
    });
  });
});
