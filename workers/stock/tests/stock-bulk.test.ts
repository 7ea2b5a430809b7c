// The same stock change on many lines at once (issue 50's "in bulk"): PUT /api/admin/stock and the
// stock page's form change every named line or none, each line with its own history row and audit
// entry, up to 100 lines; a line that can't take the change is named and nothing is written.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import * as staff from "../../../tests/workers/support/passkey-sessions";
import { callApi, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, games, items, stock, stockHistory } from "../../db/schema";

let admin = "";
/** 101 distinct item lines (item and server) of games with servers. */
let lines: Array<{ kind: "item"; offer_id: number; server: string }> = [];

const bulk = (body: Record<string, unknown>, cookie = admin) => callApi("PUT", "/api/admin/stock", body, { cookie });
const quantitiesOf = async (refs: typeof lines) => {
  const rows = await db
    .select({ offerId: stock.offerId, server: stock.server, quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.kind, "item"), inArray(stock.offerId, [...new Set(refs.map((ref) => ref.offer_id))])));
  return refs.map((ref) => rows.find((row) => row.offerId === ref.offer_id && row.server === ref.server)?.quantity);
};

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const rows = await db
    .select({ id: items.id, servers: games.servers })
    .from(items)
    .innerJoin(games, eq(games.id, items.gameId))
    .where(and(isNull(items.archivedAt), ne(games.servers, [])));
  lines = rows.flatMap((row) => row.servers.map((server) => ({ kind: "item" as const, offer_id: row.id, server })));
  lines = lines.slice(0, 101);
  expect(lines).toHaveLength(101);
});

describe("PUT /api/admin/stock", () => {
  it("sets 100 lines in one request, each with its history row and audit entry, and refuses 101", async () => {
    const hundred = lines.slice(0, 100);
    const answer = await bulk({ lines: hundred, quantity: 40, reason: "season restock" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ changed: 100 });
    expect(await quantitiesOf(hundred)).toEqual(hundred.map(() => 40));
    const history = await db.select().from(stockHistory).where(eq(stockHistory.reason, "season restock"));
    expect(history).toHaveLength(100);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "stock"));
    expect(audits.filter((entry) => (entry.after as { reason?: string }).reason === "season restock")).toHaveLength(
      100,
    );

    const tooMany = await bulk({ lines, quantity: 1, reason: "too many" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: "validation_error",
      details: [{ field: "lines", message: "Change at most 100 lines at once." }],
    });
    const none = await bulk({ lines: [], quantity: 1, reason: "none" });
    expect(await none.json()).toMatchObject({ details: [{ field: "lines" }] });
  });

  it("changes every line or none: one line below what shoppers hold is named and nothing is written", async () => {
    const three = lines.slice(0, 3);
    const [first, second, third] = three;
    if (!first || !second || !third) throw new Error("three lines expected");
    await bulk({ lines: three, quantity: 10, reason: "count" });
    // Shoppers paying hold 6 on the second line (as an open payment session does).
    await db
      .update(stock)
      .set({ held: 6 })
      .where(and(eq(stock.kind, "item"), eq(stock.offerId, second.offer_id), eq(stock.server, second.server)));

    const refused = await bulk({ lines: three, quantity: 5, reason: "recount", change: "remove" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: "stock_held", details: [{ field: "lines.1" }] });
    expect(await quantitiesOf(three)).toEqual([10, 10, 10]);
    expect(await db.select().from(stockHistory).where(eq(stockHistory.reason, "recount"))).toHaveLength(0);

    // Removing more than one line has is named too, before anything is written.
    const tooMuch = await bulk({ lines: three, quantity: 11, reason: "lost", change: "remove" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ error: "stock_too_low", details: [{ field: "lines.0" }] });

    const added = await bulk({ lines: [...three, first], quantity: 2, reason: "farmer", change: "add" });
    expect(await added.json()).toEqual({ changed: 3 });
    expect(await quantitiesOf(three)).toEqual([12, 12, 12]);
    const unlimited = await bulk({ lines: [first, third], reason: "not counted", change: "unlimited" });
    expect(unlimited.status).toBe(200);
    expect(await quantitiesOf(three)).toEqual([undefined, 12, undefined]);
  });

  it("names an offer or a server that isn't there, and is the catalogue's power only", async () => {
    const [first] = lines;
    if (!first) throw new Error("a line expected");
    const unknown = await bulk({
      lines: [first, { kind: "item", offer_id: first.offer_id, server: "Atlantis" }],
      quantity: 1,
      reason: "x",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "invalid_choice", details: [{ field: "lines.1" }] });
    const support = await staff.newAdmin("bulk-support", "support");
    const refused = await bulk({ lines: [first], quantity: 1, reason: "x" }, await signIn(support));
    expect(refused.status).toBe(403);
  });
});

describe("the stock page's bulk form", () => {
  it("changes the ticked lines, and without a script shows which line refused with what was typed", async () => {
    const ticked = lines.slice(10, 12);
    await bulk({ lines: ticked, quantity: 4, reason: "count" });
    const keys = ticked.map((line) => `item:${line.offer_id}:${line.server}`);
    const page = await (await fetchWorker("/admin/stock", {}, { cookie: admin })).text();
    for (const key of keys) expect(page).toContain(`value="${key}"`);

    const done = await postForm(
      "/admin/stock",
      { line: keys, change: "add", quantity: "3", reason: "farmer delivered" },
      { cookie: admin },
    );
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("2 lines changed.");
    expect(await quantitiesOf(ticked)).toEqual([7, 7]);

    const refused = await postForm(
      "/admin/stock",
      { line: keys, change: "remove", quantity: "8", reason: "broken" },
      { cookie: admin },
    );
    expect(refused.status).toBe(409);
    const refusedPage = await refused.text();
    expect(visibleText(refusedPage)).toContain("Nothing changed: fix the lines marked above, or untick them.");
    expect(visibleText(refusedPage)).toContain("Only 7 are in hand: remove at most that.");
    expect(refusedPage).toMatch(/value="broken"/);
    expect(await quantitiesOf(ticked)).toEqual([7, 7]);

    const nothingTicked = await postForm(
      "/admin/stock",
      { change: "set", quantity: "1", reason: "x" },
      { cookie: admin },
    );
    expect(nothingTicked.status).toBe(400);
    expect(visibleText(await nothingTicked.text())).toContain("Tick at least one line to change.");
  });
});
