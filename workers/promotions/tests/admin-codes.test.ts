// The admin's discount code pages (issue 34) as an admin's browser posts them without JavaScript:
// a code made from the form with every field the API takes (times read in the admin's zone), a
// refused form answered with its messages by the fields and what was typed still in them, and the
// one-button pause on the list.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, checkoutWithCode, seedOnce } from "../../../tests/workers/support/admin";
import { db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { promoCodes } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

/** Posts the new code's form; `fields` may name a field more than once (a group of boxes). */
function postNewCode(fields: Array<[string, string]>) {
  return fetchWorker(
    "/admin/codes/new",
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    },
    { cookie: admin },
  );
}

describe("the new code form", () => {
  it("makes a code with every rule, its times read in the admin's zone", async () => {
    const tibia = await gameNamed("Tibia");
    const other = await gameNamed("Albion Online");
    const item = await itemOf(tibia.id);
    const name = `Page${Date.now().toString(36)}`;
    const made = await postNewCode([
      ["time_zone", "America/Sao_Paulo"],
      ["code", name],
      ["kind", "amount"],
      ["amount_brl", "5,50"],
      ["amount_usd", "1"],
      ["min_total_brl", "20"],
      ["min_total_usd", "4.5"],
      ["max_uses", "3"],
      ["max_uses_per_shopper", "1"],
      ["first_order_only", "on"],
      ["starts_at", "2026-12-01T10:00"],
      ["ends_at", "2026-12-31T23:59"],
      ["game_ids", String(tibia.id)],
      ["game_ids", String(other.id)],
      ["sale_types", "items"],
      ["item_ids", `${item.id}, 99999`],
    ]);
    expect(made.status, await made.clone().text()).toBe(302);
    const id = Number(made.headers.get("Location")?.match(/^\/admin\/codes\/(\d+)\?done=saved$/)?.[1]);
    expect(await db.query.promoCodes.findFirst({ where: eq(promoCodes.id, id) })).toMatchObject({
      code: name.toUpperCase(),
      kind: "amount",
      percent: null,
      amountBrlCents: 550,
      amountUsdCents: 100,
      minTotalBrlCents: 2000,
      minTotalUsdCents: 450,
      maxUses: 3,
      maxUsesPerShopper: 1,
      firstOrderOnly: true,
      // São Paulo is three hours behind UTC.
      startsAt: "2026-12-01T13:00:00.000Z",
      endsAt: "2027-01-01T02:59:00.000Z",
      gameIds: [tibia.id, other.id],
      saleTypes: ["items"],
      itemIds: [item.id, 99999],
      coinOfferIds: null,
      active: true,
    });
    const page = visibleText(await (await fetchWorker(`/admin/codes/${id}?done=saved`, {}, { cookie: admin })).text());
    expect(page).toContain(`Code ${name.toUpperCase()}`);
    expect(page).toContain("R$5.50 · $1.00 off");
    expect(page).toContain("Tibia, Albion Online");
  });

  it("answers a refused form with each field's message and keeps what was typed", async () => {
    const before = await db.select().from(promoCodes);
    const refused = await postNewCode([
      ["time_zone", "America/Sao_Paulo"],
      ["code", "a!"],
      ["kind", "percent"],
      ["percent", "10"],
      ["max_uses", "lots"],
      ["game_ids", "1"],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const text = visibleText(html);
    expect(text).toContain("A code is 3 to 32 letters and digits.");
    expect(text).toContain("Check this value.");
    expect(html).toContain('value="a!"');
    expect(html).toContain('value="lots"');
    expect(html).toContain('<input type="checkbox" name="game_ids" checked="" value="1"/>');
    expect(await db.select().from(promoCodes)).toHaveLength(before.length);
  });

  it("names every wrong field at once, the rules between fields too (a percent of 150 beside a bad count)", async () => {
    const refused = await postNewCode([
      ["code", `Many${Date.now().toString(36)}`],
      ["kind", "percent"],
      ["percent", "150"],
      ["max_uses", "lots"],
      ["starts_at", "2026-12-31T10:00"],
      ["ends_at", "2026-12-01T10:00"],
    ]);
    expect(refused.status).toBe(400);
    const text = visibleText(await refused.text());
    expect(text).toContain("A percent code takes a whole percent from 1 to 99.");
    expect(text).toContain("Check this value.");
    expect(text).toContain("The end must come after the start.");
  });

  it("answers a fixed code without an amount by its field, and keeps what was typed", async () => {
    const refused = await postNewCode([
      ["code", `NoAmount${Date.now().toString(36)}`],
      ["kind", "amount"],
      ["min_total_brl", "5"],
      ["max_uses", "0"],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("A fixed discount needs an amount in reais, in dollars or in both.");
    expect(visibleText(html)).toContain("Check this value.");
    expect(html).toContain('value="5"');
  });

  it("ignores what is left typed in the other kind's field (the form hides it)", async () => {
    const name = `Hidden${Date.now().toString(36)}`;
    const made = await postNewCode([
      ["code", name],
      ["kind", "amount"],
      ["percent", "150"],
      ["amount_brl", "4"],
    ]);
    expect(made.status, await made.clone().text()).toBe(302);
    expect(await db.query.promoCodes.findFirst({ where: eq(promoCodes.code, name.toUpperCase()) })).toMatchObject({
      kind: "amount",
      percent: null,
      amountBrlCents: 400,
    });
  });

  it("makes a code with its amounts in reais alone, and shows their dollars at the store's rate", async () => {
    const name = `Reais${Date.now().toString(36)}`;
    const made = await postNewCode([
      ["code", name],
      ["kind", "amount"],
      ["amount_brl", "10"],
      ["min_total_brl", "100"],
    ]);
    expect(made.status, await made.clone().text()).toBe(302);
    const page = visibleText(
      await (await fetchWorker(made.headers.get("Location") ?? "", {}, { cookie: admin })).text(),
    );
    // 5 reais a dollar, rounded to .99 as derived prices are.
    expect(page).toContain("R$10.00 · $1.99 (at the store's rate) off");
    expect(page).toContain("$19.99 (at the store's rate)");
  });
});

describe("the codes list", () => {
  it("pauses a code at once with its one button, and resumes it", async () => {
    const name = `PAUSE${Date.now().toString(36)}`.toUpperCase();
    const made = await postForm("/admin/codes/new", { code: name, kind: "percent", percent: "15" }, { cookie: admin });
    const id = Number(made.headers.get("Location")?.match(/\/admin\/codes\/(\d+)/)?.[1]);

    const paused = await postForm("/admin/codes?index", { id: String(id), active: "false" }, { cookie: admin });
    expect(paused.status).toBe(200);
    expect(visibleText(await paused.text())).toContain(`${name} is paused: no new order can use it.`);
    expect((await db.query.promoCodes.findFirst({ where: eq(promoCodes.id, id) }))?.active).toBe(false);
    const list = visibleText(
      await (await fetchWorker(`/admin/codes?search=${name.toLowerCase()}`, {}, { cookie: admin })).text(),
    );
    expect(list).toContain(`${name} 15 % off Paused 0 0 R$0.00 · $0.00 R$0.00 · $0.00 Resume`);

    const resumed = await postForm(`/admin/codes/${id}`, { id: String(id), active: "true" }, { cookie: admin });
    expect(visibleText(await resumed.text())).toContain(`${name} is active again.`);
    expect((await db.query.promoCodes.findFirst({ where: eq(promoCodes.id, id) }))?.active).toBe(true);
  });
});

describe("the admin order page", () => {
  it("shows the order's code, its discount and each line's", async () => {
    const name = `ORDER${Date.now().toString(36)}`.toUpperCase();
    await postForm(
      "/admin/codes/new",
      { code: name, kind: "amount", amount_brl: "3", amount_usd: "1" },
      { cookie: admin },
    );
    const { account, checkout } = await checkoutWithCode("admin-order-code", name);
    const { orderId } = await checkout.json<{ orderId: number }>();
    const page = visibleText(await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin })).text());
    expect(page).toContain(`Code ${name}: −R$3.00`);
    expect(page).toMatch(/Discount .* −R\$3\.00/);
    // The orders list names the code in its own column.
    const list = visibleText(
      await (await fetchWorker(`/admin/orders?customer=${account.email}`, {}, { cookie: admin })).text(),
    );
    expect(list).toMatch(new RegExp(`Order #${orderId} .* ${name}`));
  });
});
