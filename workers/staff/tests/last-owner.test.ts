// The store always keeps an active owner (issue 49): the last one can be neither demoted nor removed,
// and the rule holds when two owners act at the same moment, as it is decided by the one statement
// that changes the row.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { auditEntries, onlyOwners, staffRowOf } from "../../../tests/workers/support/staff";
import { callApi, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

beforeAll(async () => {
  await seedOnce();
});

async function owner(label: string) {
  const account = await newAdmin(label, "owner");
  return {
    id: (await staffRowOf(account.email))?.id ?? 0,
    email: account.email,
    password: account.password,
    cookie: await signIn(account),
  };
}

async function activeOwners(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM users WHERE is_admin = 1 AND staff_role = 'owner' AND disabled_at IS NULL",
  ).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the last owner", () => {
  it("can be neither demoted nor removed, by the API or the page, and nothing is audited", async () => {
    const last = await owner("last-alone");
    await onlyOwners(last.id);
    const demote = await callApi("PATCH", `/api/admin/staff/${last.id}`, { role: "manager" }, { cookie: last.cookie });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({
      error: "last_owner",
      message: "The store must keep at least one active owner: make someone else an owner first.",
    });
    const remove = await callApi("DELETE", `/api/admin/staff/${last.id}`, undefined, { cookie: last.cookie });
    expect(remove.status).toBe(409);
    const page = await postForm(
      "/admin/staff",
      { intent: "remove", id: String(last.id), confirmed: "yes" },
      { cookie: last.cookie, language: "en" },
    );
    expect(page.status).toBe(409);
    expect(visibleText(await page.text())).toContain("The store must keep at least one active owner");
    expect(await staffRowOf(last.email)).toMatchObject({ is_admin: 1, staff_role: "owner" });
    expect(await auditEntries("change_role", "user", last.id)).toEqual([]);
    expect(await auditEntries("remove_staff", "user", last.id)).toEqual([]);
    // Nor can the last owner leave by deleting their account.
    const leave = await callApi(
      "DELETE",
      `/api/users/${last.id}`,
      { password: last.password },
      { cookie: last.cookie },
    );
    expect(leave.status).toBe(409);
    expect(await leave.json()).toMatchObject({ error: "last_owner" });
    expect(await staffRowOf(last.email)).toMatchObject({ is_admin: 1, staff_role: "owner" });

    // With a second owner, the first may step down.
    const second = await owner("last-second");
    const stepDown = await callApi(
      "PATCH",
      `/api/admin/staff/${last.id}`,
      { role: "manager" },
      { cookie: last.cookie },
    );
    expect(stepDown.status).toBe(200);
    expect(await activeOwners()).toBe(1);
    expect((await staffRowOf(second.email))?.staff_role).toBe("owner");
  });

  it("stays when two owners demote each other at the same moment", async () => {
    const [a, b] = [await owner("race-demote-a"), await owner("race-demote-b")];
    await onlyOwners(a.id, b.id);
    const answers = await Promise.all([
      callApi("PATCH", `/api/admin/staff/${b.id}`, { role: "manager" }, { cookie: a.cookie }),
      callApi("PATCH", `/api/admin/staff/${a.id}`, { role: "manager" }, { cookie: b.cookie }),
    ]);
    // One wins; the other is the last owner's refusal (409), or, had it come second, the demoted
    // owner's lost power (403).
    const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
    expect(won?.status).toBe(200);
    expect([409, 403]).toContain(lost?.status);
    expect(await activeOwners()).toBe(1);
    const entries = [
      ...(await auditEntries("change_role", "user", a.id)),
      ...(await auditEntries("change_role", "user", b.id)),
    ];
    expect(entries, "one change, one audit entry").toHaveLength(1);
  });

  it("stays when two owners remove each other at the same moment", async () => {
    const [a, b] = [await owner("race-remove-a"), await owner("race-remove-b")];
    await onlyOwners(a.id, b.id);
    const answers = await Promise.all([
      callApi("DELETE", `/api/admin/staff/${b.id}`, undefined, { cookie: a.cookie }),
      callApi("DELETE", `/api/admin/staff/${a.id}`, undefined, { cookie: b.cookie }),
    ]);
    // One wins; the other is the last owner's refusal (409), or, had it come second, the removed
    // owner's ended session (401).
    const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
    expect(won?.status).toBe(204);
    expect([409, 401]).toContain(lost?.status);
    expect(await activeOwners()).toBe(1);
    const entries = [
      ...(await auditEntries("remove_staff", "user", a.id)),
      ...(await auditEntries("remove_staff", "user", b.id)),
    ];
    expect(entries).toHaveLength(1);
  });

  it("stays when the two owners delete their own accounts at the same moment", async () => {
    const [a, b] = [await owner("race-leave-a"), await owner("race-leave-b")];
    await onlyOwners(a.id, b.id);
    const answers = await Promise.all(
      [a, b].map((each) =>
        callApi("DELETE", `/api/users/${each.id}`, { password: each.password }, { cookie: each.cookie }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const refused = answers.find(({ status }) => status === 409);
    expect(await refused?.json()).toMatchObject({ error: "last_owner" });
    expect(await activeOwners()).toBe(1);
    // The one who stays is whole: still an owner, with their email and their session.
    const stayer = answers[0]?.status === 409 ? a : b;
    expect(await staffRowOf(stayer.email)).toMatchObject({ is_admin: 1, staff_role: "owner" });
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie: stayer.cookie });
    expect(me.status).toBe(200);
  });
});
