// One rule for the admin area (workers/accounts/admin-access.ts, adminAccess): the admin
// pages and the admin API let in the same people. A visitor and a shopper are refused by both; an
// admin of a deployed store who has not turned two-factor sign-in on is sent to do so by the pages
// and refused by the API, until it is on.

import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { inProduction } from "../../../tests/workers/support/production";
import { callApi, createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { storeActing } from "../../../tests/workers/support/worker";
import { createCode } from "../../promotions/codes";

let codeId = 0;
const body = () => ({ code: `RULE${crypto.randomUUID().slice(0, 8)}`, kind: "percent" as const, percent: 10 });

beforeAll(async () => {
  await seedOnce();
  codeId = (await createCode(storeActing, body())).id;
});

/** Every admin call of the codes API, with a body that would change something if let through. */
const apiCalls = () =>
  [
    ["POST", "/api/admin/codes", body()],
    ["GET", `/api/admin/codes/${codeId}`, undefined],
    ["PATCH", `/api/admin/codes/${codeId}`, { active: false }],
  ] as const;

describe("the admin API, on the admin pages' rule", () => {
  it("answers a visitor 401 and a shopper 403, and changes nothing", async () => {
    const { cookie } = await shopperSession("rule-shopper");
    for (const [method, path, sent] of apiCalls()) {
      expect((await callApi(method, path, sent)).status, `${method} ${path}`).toBe(401);
      expect((await callApi(method, path, sent, { cookie })).status, `${method} ${path}`).toBe(403);
    }
    const code = await (
      await callApi("GET", `/api/admin/codes/${codeId}`, undefined, { cookie: await adminCookie() })
    ).json();
    expect(code).toMatchObject({ active: true });
  });

  it("refuses an admin of a deployed store without two-factor, as the pages send them to turn it on", async () => {
    const account = await createVerifiedAccount("rule-admin");
    await env.DB.prepare("UPDATE users SET is_admin = 1, staff_role = 'owner' WHERE email = ?")
      .bind(account.email)
      .run();
    const cookie = await signIn(account, inProduction());
    const asAdmin = inProduction({}, { cookie });

    const page = await fetchWorker("/admin/codes", {}, asAdmin);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/settings?section=security");
    for (const [method, path, sent] of apiCalls()) {
      const refused = await callApi(method, path, sent, asAdmin);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ error: "forbidden" });
    }
  });
});
