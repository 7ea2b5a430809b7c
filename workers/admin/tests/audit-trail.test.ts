// The audit trail (issue 49): a manager's refund and price change are in it with who, before and
// after, and from where; owners and managers filter it by person and by order, page it, read it as
// JSON and download it as CSV (a formula someone typed is made harmless); support and delivery are
// refused; and no code can rewrite or remove an entry, the triggers see to that.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditChanges } from "../../../shared/admin/audit-changes";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { type CallOptions, callApi, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { orders, users } from "../../db/schema";
import { auditPageQuery } from "../audit-trail";

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
/** A user agent no browser list knows, kept as typed: a spreadsheet would run it as a formula. */
const FORMULA_AGENT = '=HYPERLINK("http://evil.test","open")';

const manager = { id: 0, cookie: "", name: "" };
const sessions = { owner: "", support: "", delivery: "" };
let orderId = 0;
let itemId = 0;

interface AuditJson {
  entries: Array<{
    id: number;
    actor: { id: number; name: string } | null;
    action: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
    changes: Array<{ field: string; before: string | null; after: string | null }>;
    from: { ip: string | null; device: string | null } | null;
  }>;
  next_cursor: string | null;
}

async function trail(query: string, options: CallOptions = { cookie: sessions.owner }): Promise<AuditJson> {
  const response = await callApi("GET", `/api/admin/audit${query}`, undefined, options);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const asManager = (ip: string, agent: string): CallOptions => ({
  cookie: manager.cookie,
  ip,
  headers: { "User-Agent": agent },
});

beforeAll(async () => {
  await seedOnce();
  const managerAccount = await newAdmin("audit-manager", "manager");
  manager.cookie = await signIn(managerAccount);
  const row = await db.query.users.findFirst({ where: eq(users.email, managerAccount.email) });
  manager.id = row?.id ?? 0;
  manager.name = row?.name ?? "";
  sessions.owner = await signIn(await newAdmin("audit-owner", "owner"));
  sessions.support = await signIn(await newAdmin("audit-support", "support"));
  sessions.delivery = await signIn(await newAdmin("audit-delivery", "delivery"));

  // The manager refunds part of a paid order, from one address and browser…
  ({ orderId } = await newPaidOrder("audit-refund"));
  const refunded = await postForm(
    `/admin/orders/${orderId}`,
    { intent: "refund", amount: "1.00", note: "late delivery", key: crypto.randomUUID(), confirmed: "yes" },
    asManager("198.51.100.7", CHROME_ON_WINDOWS),
  );
  expect(refunded.status, await refunded.clone().text()).toBe(200);

  // …and changes an item's price from another, with a user agent that is a spreadsheet formula.
  const game = await gameNamed("Tibia");
  const fields = {
    gameId: String(game.id),
    kind: "boosting",
    name: "Audit Boost",
    price: "59.90",
    imageUrl: "",
    subcategory: "",
    server: game.servers[0] ?? "",
    sortOrder: "1",
  };
  const created = await postForm("/admin/items/new", fields, asManager("198.51.100.8", CHROME_ON_WINDOWS));
  expect(created.status, await created.clone().text()).toBe(302);
  itemId = Number(created.headers.get("Location")?.match(/\/admin\/items\/(\d+)/)?.[1]);
  const repriced = await postForm(
    `/admin/items/${itemId}`,
    { ...fields, price: "64.90" },
    asManager("2001:db8::42", FORMULA_AGENT),
  );
  expect(repriced.status, await repriced.clone().text()).toBe(302);
}, 60_000);

describe("what the trail records", () => {
  it("has the manager's refund: who, before and after, and from where", async () => {
    const { entries } = await trail(`?order=${orderId}`);
    const refund = entries.find((entry) => entry.action === "refund");
    expect(refund).toMatchObject({
      actor: { id: manager.id, name: manager.name },
      entity: "order",
      entity_id: String(orderId),
      before: { status: "processando" },
      after: { amountCents: 100, fullyRefunded: false, note: "late delivery" },
      from: { ip: "198.51.100.7", device: "Chrome, Windows" },
    });
    expect(refund?.changes).toEqual(
      expect.arrayContaining([
        { field: "amountCents", before: null, after: "100" },
        { field: "note", before: null, after: "late delivery" },
      ]),
    );
  });

  it("has the price change as a readable difference, from the address and agent of that request", async () => {
    const { entries } = await trail(`?person=${manager.id}`);
    const change = entries.find((entry) => entry.entity === "item" && entry.action === "update");
    expect(change).toMatchObject({ entity_id: String(itemId), from: { ip: "2001:db8::42", device: FORMULA_AGENT } });
    // Only what changed, without the always-moving updatedAt.
    expect(change?.changes).toEqual([{ field: "priceCents", before: "5990", after: "6490" }]);
  });

  it("has a discount code made and paused through the API, with the caller's address", async () => {
    const options = { ...asManager("203.0.113.50", CHROME_ON_WINDOWS) };
    const made = await callApi("POST", "/api/admin/codes", { code: "AUDIT10", kind: "percent", percent: 10 }, options);
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = await made.json<{ id: number }>();
    for (let press = 0; press < 2; press += 1) {
      const paused = await callApi("PATCH", `/api/admin/codes/${id}`, { active: false }, options);
      expect(paused.status).toBe(200);
    }
    const { entries } = await trail(`?person=${manager.id}`);
    const ofCode = entries.filter((entry) => entry.entity === "promo_code" && entry.entity_id === String(id));
    // Newest first; pausing twice is one change.
    expect(ofCode.map((entry) => [entry.action, entry.from?.ip])).toEqual([
      ["pause_code", "203.0.113.50"],
      ["create", "203.0.113.50"],
    ]);
    expect(ofCode[0]?.changes).toEqual([{ field: "active", before: "true", after: "false" }]);
  });

  it("shows it on the page, newest first, with the difference and where it came from", async () => {
    const response = await fetchWorker(
      `/admin/audit?person=${manager.id}`,
      {},
      { cookie: sessions.owner, language: "en" },
    );
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain("Audit trail");
    expect(text).toContain(`Edited item #${itemId} priceCents : 5990 → 6490 2001:db8::42`);
    expect(text).toContain("198.51.100.7");
    expect(text).toContain("Chrome, Windows");
    // Newest first: the repricing comes before the refund made earlier.
    expect(text.indexOf("priceCents : 5990 → 6490")).toBeLessThan(text.indexOf("late delivery"));
  });
});

describe("filters and pages", () => {
  it("filters by person: only that person's entries", async () => {
    const { entries } = await trail(`?person=${manager.id}`);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(new Set(entries.map((entry) => entry.actor?.id))).toEqual(new Set([manager.id]));
  });

  it("filters by order: only that order's entries, and by day", async () => {
    const { orderId: other } = await newPaidOrder("audit-other");
    await postForm(
      `/admin/orders/${other}`,
      { intent: "note", text: "Your coins are on the way" },
      { cookie: sessions.owner },
    );
    const { entries } = await trail(`?order=${orderId}`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.entity === "order" && entry.entity_id === String(orderId))).toBe(true);
    const notes = await trail(`?order=${other}`);
    expect(notes.entries.map((entry) => [entry.action, entry.after])).toEqual([
      ["public_note", { note: "Your coins are on the way" }],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`?order=${orderId}&from=${today}&to=${today}`)).entries.length).toBe(entries.length);
    expect((await trail(`?order=${orderId}&to=2000-01-01`)).entries).toEqual([]);
  });

  it("pages with a cursor: each page older than the last, none repeated, the last without a cursor", async () => {
    const seen: number[] = [];
    let cursor: string | null = "";
    for (let page = 0; page < 100 && cursor !== null; page += 1) {
      const query: string = cursor === "" ? "" : `?cursor=${encodeURIComponent(cursor)}`;
      const answer = await trail(query);
      seen.push(...answer.entries.map((entry) => entry.id));
      cursor = answer.next_cursor;
    }
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
    expect(seen.length).toBe(count?.n);
  });

  it("refuses a malformed filter in the API rather than answering a wider trail", async () => {
    const response = await callApi("GET", "/api/admin/audit?order=abc&from=yesterday", undefined, {
      cookie: sessions.owner,
    });
    expect(response.status).toBe(400);
    const body: { error: string; details: Array<{ field: string }> } = await response.json();
    expect(body.error).toBe("validation_error");
    expect(body.details.map((detail) => detail.field).sort()).toEqual(["from", "order"]);
  });

  it("reads every filter's page through its index, never sorting or scanning the whole trail", async () => {
    const cursor = { at: new Date().toISOString(), id: 1_000_000 };
    const cases = [
      [{ person: null, orderId: null, from: null, to: null }, "audit_log_created_idx"],
      [{ person: manager.id, orderId: null, from: null, to: null }, "audit_log_actor_idx"],
      [{ person: null, orderId, from: null, to: null }, "audit_log_entity_idx"],
      [{ person: null, orderId: null, from: "2025-01-01", to: "2025-12-31" }, "audit_log_created_idx"],
    ] as const;
    for (const [filters, index] of cases) {
      const { sql, params } = auditPageQuery(db, filters, cursor, 51).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const steps = plan.results.map((step) => step.detail).join("\n");
      expect(steps, JSON.stringify(filters)).toContain(`SEARCH audit_log USING INDEX ${index}`);
      expect(steps, JSON.stringify(filters)).not.toContain("TEMP B-TREE");
    }
  });
});

describe("the CSV", () => {
  it("has the rows of the filters, and makes a formula cell plain text", async () => {
    const response = await fetchWorker(`/admin/audit.csv?person=${manager.id}`, {}, { cookie: sessions.owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,at_utc,actor_id,actor_name,actor_email,action,entity,entity_id,from_ip,from_device,changes,before,after",
    );
    const { entries } = await trail(`?person=${manager.id}`);
    expect(lines.length).toBe(entries.length + 1);
    expect(csv).toContain(`,refund,order,${orderId},198.51.100.7,"Chrome, Windows",`);
    expect(csv).toContain("priceCents: 5990 → 6490");
    // The user agent was a formula: the cell starts with ' so a spreadsheet shows it as text.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""open"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("keeps the order filter", async () => {
    const response = await fetchWorker(`/admin/audit.csv?order=${orderId}`, {}, { cookie: manager.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain(`audit-trail-order-${orderId}-`);
    const rows = (await response.text()).trimEnd().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(`,order,${orderId},`))).toBe(true);
  });
});

describe("who may read it", () => {
  it("refuses support and delivery agents the page, the CSV and the API", async () => {
    for (const cookie of [sessions.support, sessions.delivery]) {
      for (const path of ["/admin/audit", "/admin/audit.csv", "/api/admin/audit"]) {
        const response = await fetchWorker(path, {}, { cookie });
        await response.body?.cancel();
        expect(response.status, path).toBe(403);
      }
    }
  });

  it("lets a manager read it too", async () => {
    expect((await trail("", { cookie: manager.cookie })).entries.length).toBeGreaterThan(0);
  });
});

describe("read-only for everyone", () => {
  it("refuses to change or delete an entry, whoever's code asks", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'nothing happened'").run()).rejects.toThrow(
      /append-only/,
    );
    await expect(env.DB.prepare("DELETE FROM audit_log").run()).rejects.toThrow(/append-only/);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    const changed = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'nothing happened'",
    ).first<{
      n: number;
    }>();
    expect(changed?.n).toBe(0);
  });

  it("offers no way to change an entry: the page and the API take no writes", async () => {
    const posted = await postForm("/admin/audit", { intent: "delete" }, { cookie: sessions.owner });
    await posted.body?.cancel();
    expect(posted.status).toBe(405);
    for (const method of ["POST", "PATCH", "DELETE"]) {
      const response = await callApi(method, "/api/admin/audit", {}, { cookie: sessions.owner });
      await response.body?.cancel();
      expect(response.status, method).toBe(404);
    }
    // The order itself is untouched by reading its trail.
    expect((await db.query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("processando");
  });
});

describe("the differences in words", () => {
  it("opens nested settings by path and shows creations and deletions against nothing", () => {
    expect(
      auditChanges(
        { settings: { brlPerUsd: 5.1, whatsapp: "+55" }, featured: [1, 2], updatedAt: "a" },
        { settings: { brlPerUsd: 5.25, whatsapp: "+55" }, featured: [2], updatedAt: "b" },
      ),
    ).toEqual([
      { field: "settings.brlPerUsd", before: "5.1", after: "5.25" },
      { field: "featured", before: "[1,2]", after: "[2]" },
    ]);
    expect(auditChanges(null, { name: "New" })).toEqual([{ field: "name", before: null, after: "New" }]);
    expect(auditChanges({ name: "Old" }, null)).toEqual([{ field: "name", before: "Old", after: null }]);
  });
});
