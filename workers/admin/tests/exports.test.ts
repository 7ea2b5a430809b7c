// Issue 53's exports: the catalogue, the orders for accounting, the stock and the customers as CSV
// files a spreadsheet opens in either language (en: "," and 12.50; pt: ";" and 12,50; a BOM first),
// a typed formula made harmless, the orders' totals per currency equal to the dashboard's net revenue
// to the cent, days in the store's time zone, the customers only for the roles with personal data and
// every such download audited, and a file of more than one page streamed whole, each row once.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../shared/codes";
import { STORE_TIME_ZONE } from "../../../shared/time-zone";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { createShopper } from "../../../tests/workers/support/catalogue-rows";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { fetchWorker, signIn } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { auditLog, coinOffers, games, items, orders, payments, stock, users } from "../../db/schema";
import { statementsWithinLimits } from "../../db/statement-limits";
import { getDashboardCharts, localDay } from "../dashboard-charts";
import { CATALOGUE_COLUMNS, CUSTOMER_COLUMNS, ORDER_COLUMNS, STOCK_COLUMNS } from "../exports";
import { revenuePeriods } from "../net-revenue";

const BOM = "\uFEFF";
const sessions = {} as Record<StaffRole, string>;
let owner = "";

/** The cells of a CSV text (quotes, doubled quotes, separators and line breaks inside quotes). */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A download as a person's spreadsheet reads it: the status, the raw text, and its rows as objects by header. */
async function download(path: string, cookie = owner) {
  const response = await fetchWorker(path, {}, { cookie });
  const text = await response.text();
  const delimiter = new URL(`http://x${path}`).searchParams.get("lang") === "pt" ? ";" : ",";
  const [header = [], ...rows] = response.ok ? parseCsv(text.replace(/^\uFEFF/, ""), delimiter) : [];
  const records = rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])));
  return { response, text, header, records };
}

let game = { id: 0, name: "" };
let coin = 0;
let item = 0;

beforeAll(async () => {
  await seedOnce();
  owner = await adminCookie();
  for (const role of ["manager", "support", "delivery"] as const) {
    sessions[role] = await signIn(await newAdmin(`exports-${role}`, role));
  }
  sessions.owner = owner;
  const [made] = await db
    .insert(games)
    .values({
      name: "Export Quest",
      platforms: ["PC", "Mobile"],
      servers: ["Aurora", "Borealis"],
      saleTypes: ["coins"],
      description: 'Sail; trade, "quote"',
      descriptionPt: "Navegue e negocie",
      imageUrl: "https://img.test/quest.png",
    })
    .returning();
  game = { id: made?.id ?? 0, name: "Export Quest" };
  const [offer] = await db
    .insert(coinOffers)
    .values({ gameId: game.id, coinName: "Doubloons", baseUnit: 1000, unitPriceCents: 1990, deliveryMinutes: 30 })
    .returning();
  coin = offer?.id ?? 0;
  const [sword] = await db
    .insert(items)
    .values({
      gameId: game.id,
      kind: "item",
      name: '=HYPERLINK("http://evil.test","open")',
      priceCents: 123456,
      priceUsdCents: 2599,
      server: "Aurora",
      subcategoryPt: "Armas",
      milestones: [],
    })
    .returning();
  item = sword?.id ?? 0;
  await db.insert(stock).values([
    { kind: "coin", offerId: coin, gameId: game.id, server: "Borealis", quantity: 7 },
    { kind: "coin", offerId: coin, gameId: game.id, server: "Aurora", quantity: 12, held: 2 },
    { kind: "item", offerId: item, gameId: game.id, server: "Aurora", quantity: 3 },
  ]);
}, 60_000);

describe("the catalogue", () => {
  it("opens in an English spreadsheet: BOM, commas, decimal points, the form's fields and stock per server", async () => {
    const { response, text, header, records } = await download("/api/admin/exports/catalogue.csv?lang=en");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(CATALOGUE_COLUMNS.join(","));
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(records.find((row) => row.type === "game" && row.id === String(game.id))).toMatchObject({
      name: "Export Quest",
      platforms: "PC|Mobile",
      servers: "Aurora|Borealis",
      description_en: 'Sail; trade, "quote"',
      description_pt: "Navegue e negocie",
      image_url: "https://img.test/quest.png",
    });
    expect(records.find((row) => row.type === "coin_offer" && row.id === String(coin))).toMatchObject({
      game_id: String(game.id),
      game: "Export Quest",
      name: "Doubloons",
      price_brl: "19.90",
      // Left to the store's rate: empty, as the form leaves it.
      price_usd: "",
      base_unit: "1000",
      delivery_minutes: "30",
      stock: "Aurora:12|Borealis:7",
    });
    expect(records.find((row) => row.type === "item" && row.id === String(item))).toMatchObject({
      price_brl: "1234.56",
      price_usd: "25.99",
      server: "Aurora",
      subcategory_pt: "Armas",
      stock: "Aurora:3",
    });
  });

  it("opens in a Portuguese spreadsheet: semicolons and decimal commas, the same columns", async () => {
    const { text, header, records } = await download("/api/admin/exports/catalogue.csv?lang=pt");
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(CATALOGUE_COLUMNS.join(";"));
    expect(header).toEqual([...CATALOGUE_COLUMNS]);
    expect(records.find((row) => row.type === "item" && row.id === String(item))).toMatchObject({
      price_brl: "1234,56",
      price_usd: "25,99",
    });
    expect(text).toContain('"Sail; trade, ""quote"""');
  });

  it("takes the request's language when the address names none", async () => {
    const response = await fetchWorker("/api/admin/exports/catalogue.csv", {}, { cookie: owner, language: "pt" });
    expect((await response.text()).slice(1).split("\r\n")[0]).toBe(CATALOGUE_COLUMNS.join(";"));
  });

  it("makes a typed formula harmless: the cell starts with a quote mark", async () => {
    const { text, records } = await download("/api/admin/exports/catalogue.csv?lang=en");
    expect(records.find((row) => row.type === "item" && row.id === String(item))?.name).toBe(
      `'=HYPERLINK("http://evil.test","open")`,
    );
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe("the stock", () => {
  it("lists each offer's line per server with what is held and available, in both languages", async () => {
    const en = await download("/api/admin/exports/stock.csv?lang=en");
    expect(en.header).toEqual([...STOCK_COLUMNS]);
    expect(
      en.records.find((row) => row.type === "coin_offer" && row.server === "Aurora" && row.offer === "Doubloons"),
    ).toMatchObject({
      game: "Export Quest",
      offer_id: String(coin),
      quantity: "12",
      held: "2",
      available: "10",
    });
    const pt = await download("/api/admin/exports/stock.csv?lang=pt");
    expect(pt.text.startsWith(BOM)).toBe(true);
    expect(pt.text.slice(1).split("\r\n")[0]).toBe(STOCK_COLUMNS.join(";"));
    expect(pt.records.length).toBe(en.records.length);
  });
});

/** A paid order written straight to D1, with its refunds. */
async function paidOrder(values: {
  currency: "BRL" | "USD";
  totalCents: number;
  discountCents?: number;
  refunds?: number[];
  paidAt: string;
  status?: string;
}) {
  const shopper = await createShopper("Books Shopper");
  const [order] = await db
    .insert(orders)
    .values({
      userId: shopper.id,
      status: values.status ?? "entregue",
      paymentMethod: "credit_card",
      currency: values.currency,
      totalCents: values.totalCents,
      discountCents: values.discountCents ?? 0,
      promoCode: values.discountCents ? "SAVE10" : null,
      providerPaymentId: `pi_${crypto.randomUUID()}`,
      paidAt: values.paidAt,
      createdAt: values.paidAt,
    })
    .returning({ id: orders.id });
  const id = order?.id ?? 0;
  for (const amountCents of values.refunds ?? []) {
    await db.insert(payments).values({
      orderId: id,
      kind: "refund",
      provider: "sandbox",
      providerRef: `re_${crypto.randomUUID()}`,
      amountCents,
      currency: values.currency,
    });
  }
  return id;
}

describe("the orders for accounting", () => {
  it("totals each currency as the dashboard does, to the cent, with a discount, refunds and a cancelled order", async () => {
    const now = new Date();
    const recently = new Date(now.getTime() - 60_000).toISOString();
    // R$150.00 of lines less R$15.00 off, R$20.00 refunded: R$115.00 kept.
    const discounted = await paidOrder({
      currency: "BRL",
      totalCents: 13500,
      discountCents: 1500,
      refunds: [2000],
      paidAt: recently,
    });
    // US$25.99 with US$5.99 refunded in two parts: US$20.00 kept.
    const refunded = await paidOrder({ currency: "USD", totalCents: 2599, refunds: [500, 99], paidAt: recently });
    const cancelled = await paidOrder({ currency: "BRL", totalCents: 9999, paidAt: recently, status: "cancelado" });

    const to = localDay(now, STORE_TIME_ZONE);
    const charts = await getDashboardCharts(db, STORE_TIME_ZONE, now);
    const from = charts.revenue.days[0] as string;
    const dashboard = revenuePeriods(charts.revenue).days30;

    const { response, header, records } = await download(`/api/admin/exports/orders.csv?from=${from}&to=${to}&lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="orders-${from}-to-${to}.csv"`);
    expect(header).toEqual([...ORDER_COLUMNS]);
    expect(records.find((row) => row.id === String(discounted))).toMatchObject({
      status: "entregue",
      currency: "BRL",
      gross: "150.00",
      discount: "15.00",
      refunds: "20.00",
      net: "115.00",
      payment_method: "credit_card",
      discount_code: "SAVE10",
      in_totals: "1",
    });
    expect(records.find((row) => row.id === String(refunded))).toMatchObject({ refunds: "5.99", net: "20.00" });
    expect(records.find((row) => row.id === String(cancelled))).toMatchObject({ status: "cancelado", in_totals: "0" });
    expect(records.find((row) => row.id === String(discounted))?.provider_reference).toMatch(/^pi_/);

    const totals = records.filter((row) => row.id === "total");
    expect(totals.map((row) => row.currency)).toEqual(dashboard.map((sum) => sum.currency));
    for (const sum of dashboard) {
      const row = totals.find((each) => each.currency === sum.currency);
      expect(row?.net, `${sum.currency}: the dashboard's 30 days`).toBe((sum.cents / 100).toFixed(2));
    }
    expect(dashboard.find((sum) => sum.currency === "BRL")?.cents).toBeGreaterThanOrEqual(11500);
    expect(dashboard.find((sum) => sum.currency === "USD")?.cents).toBeGreaterThanOrEqual(2000);

    const pt = await download(`/api/admin/exports/orders.csv?from=${from}&to=${to}&lang=pt`);
    expect(pt.text.startsWith(BOM)).toBe(true);
    expect(pt.records.find((row) => row.id === String(discounted))).toMatchObject({ gross: "150,00", net: "115,00" });
    const brl = dashboard.find((sum) => sum.currency === "BRL")?.cents ?? 0;
    expect(pt.records.find((row) => row.id === "total" && row.currency === "BRL")?.net).toBe(
      (brl / 100).toFixed(2).replace(".", ","),
    );
  });

  it("takes days in the store's time zone: 23:30 on the last day is in, 00:10 the next day is not", async () => {
    // São Paulo is UTC−3: 23:30 on 10 March 2021 there is 02:30 UTC on the 11th.
    const lateEvening = await paidOrder({ currency: "BRL", totalCents: 1000, paidAt: "2021-03-11T02:30:00.000Z" });
    const nextMorning = await paidOrder({ currency: "BRL", totalCents: 2000, paidAt: "2021-03-11T03:10:00.000Z" });
    const firstMinute = await paidOrder({ currency: "BRL", totalCents: 4000, paidAt: "2021-03-10T03:00:00.000Z" });
    const dayBefore = await paidOrder({ currency: "BRL", totalCents: 8000, paidAt: "2021-03-10T02:59:00.000Z" });

    const tenth = await download("/api/admin/exports/orders.csv?from=2021-03-10&to=2021-03-10&lang=en");
    const ids = tenth.records.filter((row) => row.id !== "total").map((row) => Number(row.id));
    expect(ids).toEqual([lateEvening, firstMinute].sort((a, b) => a - b));
    expect(tenth.records.find((row) => row.id === String(lateEvening))?.paid_at).toBe("2021-03-10 23:30:00");
    expect(tenth.records.find((row) => row.id === "total")).toMatchObject({
      currency: "BRL",
      net: "50.00",
      in_totals: "2",
    });

    const eleventh = await download("/api/admin/exports/orders.csv?from=2021-03-11&to=2021-03-11&lang=en");
    expect(eleventh.records.filter((row) => row.id !== "total").map((row) => Number(row.id))).toEqual([nextMorning]);
    const ninth = await download("/api/admin/exports/orders.csv?from=2021-03-09&to=2021-03-09&lang=en");
    expect(ninth.records.filter((row) => row.id !== "total").map((row) => Number(row.id))).toEqual([dayBefore]);
  });

  it("refuses a malformed or reversed range with the field, and takes this month so far without one", async () => {
    const malformed = await fetchWorker(
      "/api/admin/exports/orders.csv?from=2021-03-10&to=10/03/2021",
      {},
      { cookie: owner },
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "validation_error", details: [{ field: "to" }] });
    const today = localDay(new Date(), STORE_TIME_ZONE);
    const unsaid = await fetchWorker("/api/admin/exports/orders.csv", {}, { cookie: owner });
    expect(unsaid.headers.get("Content-Disposition")).toBe(
      `attachment; filename="orders-${today.slice(0, 8)}01-to-${today}.csv"`,
    );
    const reversed = await fetchWorker(
      "/api/admin/exports/orders.csv?from=2021-03-11&to=2021-03-10",
      {},
      { cookie: owner },
    );
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ error: "validation_error", details: [{ field: "from" }] });
  });

  it("streams a file of many pages whole: 1,200 orders, each once, by id", async () => {
    const shopper = await createShopper("Bulk Shopper");
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      userId: shopper.id,
      status: "entregue",
      paymentMethod: "pix" as const,
      currency: index % 3 === 0 ? "USD" : "BRL",
      totalCents: 100 + index,
      paidAt: new Date(Date.UTC(2020, 1, 3, 12, 0, index)).toISOString(),
    }));
    const [first, ...rest] = statementsWithinLimits(rows, (part) =>
      db.insert(orders).values(part).returning({ id: orders.id }),
    );
    if (!first) throw new Error("no statements");
    const inserted = (await db.batch([first, ...rest])).flat().map((row) => row.id);
    expect(inserted.length).toBe(1200);

    const { records } = await download("/api/admin/exports/orders.csv?from=2020-02-01&to=2020-02-29&lang=pt");
    const ids = records.filter((row) => row.id !== "total").map((row) => Number(row.id));
    expect(ids).toEqual([...inserted].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1200);
    const totals = records.filter((row) => row.id === "total");
    expect(totals.map((row) => [row.currency, row.in_totals])).toEqual([
      ["BRL", "800"],
      ["USD", "400"],
    ]);
    const brlCents = rows.filter((row) => row.currency === "BRL").reduce((sum, row) => sum + row.totalCents, 0);
    expect(totals[0]?.net).toBe((brlCents / 100).toFixed(2).replace(".", ","));
  });
});

describe("the customers", () => {
  it("refuses the roles without personal data before any work: 403 with the error body, nothing audited", async () => {
    for (const role of ["support", "delivery"] as const) {
      const before = await db.$count(auditLog, eq(auditLog.entity, "customer_list"));
      const response = await fetchWorker("/api/admin/exports/customers.csv", {}, { cookie: sessions[role] });
      expect(response.status, role).toBe(403);
      expect(await response.json(), role).toMatchObject({ error: "forbidden", message: expect.any(String) });
      expect(await db.$count(auditLog, eq(auditLog.entity, "customer_list"))).toBe(before);
    }
  });

  it("lets support export the orders but not the catalogue, and delivery neither", async () => {
    const path = "/api/admin/exports/orders.csv?from=2021-03-10&to=2021-03-10";
    expect((await fetchWorker(path, {}, { cookie: sessions.support })).status).toBe(200);
    expect((await fetchWorker("/api/admin/exports/catalogue.csv", {}, { cookie: sessions.support })).status).toBe(403);
    expect((await fetchWorker(path, {}, { cookie: sessions.delivery })).status).toBe(403);
  });

  it("hands a manager the shoppers (no staff), guarded, and audits the download with its count", async () => {
    const plotter = await createShopper("@SUM(A1:A9)");
    await db.update(users).set({ phone: "+5511999990000" }).where(eq(users.id, plotter.id));
    const { response, text, header, records } = await download(
      "/api/admin/exports/customers.csv?lang=pt",
      sessions.manager,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(text.startsWith(BOM)).toBe(true);
    expect(header).toEqual([...CUSTOMER_COLUMNS]);
    const row = records.find((each) => each.id === String(plotter.id));
    expect(row).toMatchObject({ name: "'@SUM(A1:A9)", phone: "'+5511999990000", email: plotter.email, orders: "0" });
    const staffEmails = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    expect(records.some((each) => staffEmails.some((staff) => staff.email === each.email))).toBe(false);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer_list"), eq(auditLog.action, "export")));
    expect(entry?.actorUserId).not.toBeNull();
    expect(entry?.after).toMatchObject({ rows: records.length, language: "pt" });
    const trail = await fetchWorker("/admin/audit", {}, { cookie: owner });
    expect(await trail.text()).toContain("Exported the customer list");
  });
});

describe("the page", () => {
  it("offers the owner every export, with labelled controls, and support only the orders", async () => {
    const page = await fetchWorker("/admin/exports", {}, { cookie: owner });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const name of ["catalogue", "orders", "stock", "customers"]) {
      expect(html).toContain(`action="/api/admin/exports/${name}.csv"`);
    }
    expect(html).toContain('name="from"');
    expect(html).toContain('href="/admin/exports"');
    const asSupport = await (await fetchWorker("/admin/exports", {}, { cookie: sessions.support })).text();
    expect(asSupport).toContain('action="/api/admin/exports/orders.csv"');
    expect(asSupport).not.toContain("customers.csv");
    expect((await fetchWorker("/admin/exports", {}, { cookie: sessions.delivery })).status).toBe(403);
  });
});
