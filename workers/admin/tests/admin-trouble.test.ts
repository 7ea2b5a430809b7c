// The admin dashboard's trouble card: the last day's 5xx answers and refused payment events, from D1.
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { paymentEvents, serverErrors } from "../../db/schema";
import { recordServerError } from "../../monitoring/server-errors";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
let admin: string;

beforeAll(async () => {
  admin = await adminCookie();
  await recordServerError(db, { requestId: "req-recent-1", method: "GET", path: "/game/1", status: 500 });
  await recordServerError(db, {
    requestId: "req-recent-2",
    method: "POST",
    path: `/cart?${"x".repeat(500)}`,
    status: 503,
  });
  await db
    .insert(serverErrors)
    .values({ requestId: "req-old", method: "GET", path: "/", status: 500, createdAt: hoursAgo(30) });
  const event = (eventId: string, outcome: "refused" | "review" | "applied", hours: number) => ({
    eventId,
    provider: "sandbox",
    type: "checkout.session.completed",
    outcome,
    reason: "amount_mismatch",
    receivedAt: hoursAgo(hours),
  });
  await db
    .insert(paymentEvents)
    .values([
      event("evt_refused", "refused", 1),
      event("evt_review", "review", 2),
      event("evt_applied", "applied", 1),
      event("evt_old_refusal", "refused", 40),
    ]);
});

describe("the admin dashboard's trouble card", () => {
  it("counts the last 24 hours' server errors and refused or held payment events, with their references", async () => {
    const page = visibleText(await (await fetchWorker("/admin", {}, { cookie: admin, language: "en" })).text());
    expect(page).toContain("Trouble in the last 24 hours");
    expect(page).toContain("2 server errors");
    expect(page).toContain("GET /game/1 answered 500 · reference req-recent-1");
    expect(page).not.toContain("req-old");
    expect(page).toContain("2 payment events refused or held for review");
    expect(page).toContain("held for review");
    expect(page).not.toContain("evt_old_refusal");
  });

  it("says the same in Portuguese", async () => {
    const page = visibleText(await (await fetchWorker("/admin", {}, { cookie: admin, language: "pt" })).text());
    expect(page).toContain("Problemas nas últimas 24 horas");
    expect(page).toContain("2 erros do servidor");
    expect(page).toContain("2 eventos de pagamento recusados ou retidos para revisão");
  });

  it("keeps a stored path short whatever the request's URL", async () => {
    const stored = await db.select().from(serverErrors);
    expect(Math.max(...stored.map((row) => row.path.length))).toBeLessThanOrEqual(200);
  });
});
