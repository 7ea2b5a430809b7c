// "Tell me when it's back" (issue 50): a visitor or a shopper leaves an address on a sold-out offer and
// server; when stock returns, each gets one email in their language with a link that stops them,
// within a per-address limit a day; the list is in the data export and goes with account deletion.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { coinOf, createShopper, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import {
  callApi,
  createVerifiedAccount,
  fetchWorker,
  mailbox,
  postForm,
  signIn,
  uniqueEmail,
} from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { stockAlerts } from "../../db/schema";
import { runHousekeeping } from "../../housekeeping/run";
import { MAX_EMAILS_PER_ADDRESS_A_DAY } from "../alerts";
import { changeStock } from "../stock-changes";

let admin = "";
let adminRow: { id: number };
let wow: Awaited<ReturnType<typeof gameNamed>>;
let item: Awaited<ReturnType<typeof itemOf>>;
let coin: Awaited<ReturnType<typeof coinOf>>;

const setLine = (kind: "coin" | "item", offerId: number, server: string, quantity: number) =>
  changeStock(db, { kind, offerId, server, change: "set", quantity, reason: "count", actorUserId: adminRow.id });

const ask = (body: Record<string, unknown>, options: Parameters<typeof callApi>[3] = {}) =>
  callApi("POST", "/api/stock-alerts", body, options);

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  adminRow = await createShopper("Alerts admin");
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  coin = await coinOf(wow.id);
  await setLine("item", item.id, "Nemesis", 0);
  await setLine("coin", coin.id, "Nemesis", 0);
});

describe("asking to be told", () => {
  it("takes a visitor's address on a sold-out server, once however often asked, and says nothing about the address", async () => {
    const email = uniqueEmail("visitor");
    const body = { email, kind: "item", offer_id: item.id, server: "Nemesis" };
    const first = await ask(body);
    expect(first.status).toBe(202);
    const again = await ask({ ...body, email: email.toUpperCase() });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
    const rows = await db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(rows).toHaveLength(1);
    // No email at asking: nobody can make the store write to an address by typing it.
    expect(await mailbox(email)).toEqual([]);
  });

  it("refuses an offer that is not sold out there, a bad address and a server the game lacks", async () => {
    const inStock = await ask({ email: uniqueEmail(), kind: "item", offer_id: item.id, server: "Azralon" });
    expect(inStock.status).toBe(409);
    expect(await inStock.json()).toMatchObject({ error: "in_stock" });
    const bad = await ask({ email: "nope", kind: "item", offer_id: item.id, server: "Nemesis" }, { language: "pt" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      details: [{ field: "email", message: "Digite um email válido, como nome@exemplo.com." }],
    });
    const unknown = await ask({ email: uniqueEmail(), kind: "item", offer_id: item.id, server: "Atlantis" });
    expect(unknown.status).toBe(400);
  });

  it("works from the game page's form, for a visitor, without JavaScript", async () => {
    const email = uniqueEmail("page");
    const page = await (await fetchWorker(`/game/${wow.id}?type=items&server=Nemesis`)).text();
    expect(page).toContain("Tell me when it");
    const posted = await postForm(`/game/${wow.id}?type=items&server=Nemesis`, {
      intent: "stock-alert",
      email,
      kind: "item",
      offer_id: String(item.id),
      server: "Nemesis",
    });
    expect(posted.status).toBe(200);
    expect(visibleText(await posted.text())).toContain("we will email you once when it is back on this server");
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toHaveLength(1);
  });
});

describe("when it is back", () => {
  it("emails each address once, in its language, with a link that stops them, when the admin restocks", async () => {
    const english = uniqueEmail("en");
    const portuguese = uniqueEmail("pt");
    await ask({ email: english, kind: "coin", offer_id: coin.id, server: "Nemesis" });
    await ask({ email: portuguese, kind: "coin", offer_id: coin.id, server: "Nemesis" }, { language: "pt" });

    const restocked = await callApi(
      "PUT",
      `/api/admin/stock/coin/${coin.id}`,
      { server: "Nemesis", quantity: coin.baseUnit * 10, reason: "farmer delivered" },
      { cookie: admin },
    );
    expect(restocked.status).toBe(200);
    const [en] = await mailbox(english);
    expect(en?.subject).toContain("is back on Nemesis");
    expect(en?.text).toContain(`/game/${wow.id}?type=moeda&server=Nemesis&coin=${coin.id}`);
    const [pt] = await mailbox(portuguese);
    expect(pt?.subject).toContain("voltou em Nemesis");

    // Another run (and another restock) tells nobody twice.
    await runHousekeeping(db, env, new Date());
    await callApi(
      "PUT",
      `/api/admin/stock/coin/${coin.id}`,
      { server: "Nemesis", quantity: coin.baseUnit * 3, reason: "more", change: "add" },
      { cookie: admin },
    );
    expect(await mailbox(english)).toHaveLength(1);

    // The link stops them: a button on its page, not the link itself.
    const stop = new URL(/https?:\/\/\S+\/stock-alerts\/stop\S*/.exec(en?.text ?? "")?.[0] ?? "");
    const opened = await fetchWorker(`${stop.pathname}${stop.search}`);
    expect(opened.status).toBe(200);
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.email, english))).toHaveLength(1);
    const stopped = await postForm(stop.pathname, { token: stop.searchParams.get("token") ?? "" });
    expect(visibleText(await stopped.text())).toContain("this address gets no more");
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.email, english))).toHaveLength(0);
  });

  it("sends one mailbox at most a few a day, however many offers it waits on; the rest come the next day", async () => {
    const email = uniqueEmail("many");
    const servers = ["Azralon", "Gallywix", "Goldrinn", "Nemesis"];
    const otherItems = await db.query.items.findMany({ where: (row, { eq: is }) => is(row.gameId, wow.id), limit: 2 });
    for (const entry of otherItems) {
      for (const server of servers) {
        await setLine("item", entry.id, server, 0);
        expect((await ask({ email, kind: "item", offer_id: entry.id, server })).status).toBe(202);
      }
    }
    for (const entry of otherItems) for (const server of servers) await setLine("item", entry.id, server, 5);
    await runHousekeeping(db, env, new Date());
    expect(await mailbox(email)).toHaveLength(MAX_EMAILS_PER_ADDRESS_A_DAY);
    await runHousekeeping(db, env, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await mailbox(email)).toHaveLength(Math.min(2 * MAX_EMAILS_PER_ADDRESS_A_DAY, otherItems.length * 4));
  });
});

describe("privacy", () => {
  it("lists a shopper's waits in the data export and takes them with the account", async () => {
    const account = await createVerifiedAccount("alerts-privacy");
    const cookie = await signIn(account);
    await setLine("item", item.id, "Gallywix", 0);
    await ask({ email: account.email, kind: "item", offer_id: item.id, server: "Gallywix" }, { cookie });
    const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
    const exported = await fetchWorker(`/api/users/${me.user.id}/export`, {}, { cookie });
    const data = await exported.json<{ stockAlerts: Array<{ server: string; email: string }> }>();
    expect(data.stockAlerts).toEqual([expect.objectContaining({ server: "Gallywix", email: account.email })]);

    const deleted = await callApi("DELETE", `/api/users/${me.user.id}`, { password: account.password }, { cookie });
    expect(deleted.status).toBeLessThan(300);
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.email, account.email))).toEqual([]);
  });
});
