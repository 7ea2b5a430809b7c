// Issue 46: a discount code's first-order and per-shopper limits count the shopper, not the account.
// Deleting the account and signing up again with the same address, or with a plus-address of it,
// does not make a first-order code apply again nor give a second use; the deleted account keeps
// only a keyed hash of its normalised address for this.

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addLine, buyableItem, seedOnce } from "../../../tests/workers/support/admin";
import { callApi, createVerifiedAccount, signIn, uniqueEmail } from "../../../tests/workers/support/store";
import { db, storeActing } from "../../../tests/workers/support/worker";
import { normalizedAddress, shopperMark } from "../../accounts/shopper-mark";
import { users } from "../../db/schema";
import { runHousekeeping } from "../../housekeeping/run";
import { changeOrderStatus } from "../../orders/change-status";
import { createCode } from "../codes";

let firstOrder = "";
let oncePerShopper = "";

beforeAll(async () => {
  await seedOnce();
  const stamp = Date.now().toString(36);
  firstOrder = (
    await createCode(storeActing, { code: `FIRST${stamp}`, kind: "percent", percent: 10, firstOrderOnly: true })
  ).code;
  oncePerShopper = (
    await createCode(storeActing, { code: `ONCE${stamp}`, kind: "percent", percent: 10, maxUsesPerShopper: 1 })
  ).code;
});

async function signedUp(email: string) {
  const account = await createVerifiedAccount("limits", email);
  const cookie = await signIn(account);
  const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
  return { account, cookie, id: me.user.id };
}

/** A checkout of one demo item with `code`, as the shopper's client sends it. */
async function checkoutWith(cookie: string, code: string) {
  const { item, choice } = await buyableItem();
  await addLine(cookie, item, choice);
  return callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card", code }, { cookie });
}

/** A shopper who paid an order with the per-shopper code (their first), had it delivered and deleted the account. */
async function deletedShopper(email: string) {
  const shopper = await signedUp(email);
  const checkout = await checkoutWith(shopper.cookie, oncePerShopper);
  expect(checkout.status, await checkout.clone().text()).toBe(200);
  const { orderId, sessionId } = await checkout.json<{ orderId: number; sessionId: string }>();
  expect((await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie: shopper.cookie })).status).toBe(
    200,
  );
  await changeOrderStatus(db, { orderId, to: "concluído", reason: "admin", actorUserId: null });
  const deleted = await callApi(
    "DELETE",
    `/api/users/${shopper.id}`,
    { password: shopper.account.password },
    { cookie: shopper.cookie },
  );
  expect(deleted.status, await deleted.clone().text()).toBe(200);
  return shopper;
}

async function expectRefused(cookie: string, code: string, reason: string) {
  const refused = await checkoutWith(cookie, code);
  expect(refused.status, await refused.clone().text()).toBe(422);
  expect(await refused.json()).toMatchObject({ error: reason });
}

describe("code limits across a shopper's accounts", () => {
  it("refuses a first-order code and a used-up per-shopper code after deleting the account and signing up again", async () => {
    const email = uniqueEmail("lena");
    const before = await deletedShopper(email);
    const row = await db.query.users.findFirst({ where: eq(users.id, before.id) });
    // Nothing personal is left on the deleted account but the keyed hash of its address.
    expect(row?.email).not.toContain("lena");
    expect(row?.shopperMark).toBe(await shopperMark(env, email));

    const again = await signedUp(email);
    await expectRefused(again.cookie, firstOrder, "promo_first_order_only");
    await expectRefused(again.cookie, oncePerShopper, "promo_already_used");

    // Someone else signing up meanwhile gets the first-order code.
    const stranger = await signedUp(uniqueEmail("someone"));
    expect((await checkoutWith(stranger.cookie, firstOrder)).status).toBe(200);
  });

  it("refuses them to a plus-address of the deleted account's address too", async () => {
    const email = uniqueEmail("maria");
    await deletedShopper(email);
    const [local, domain] = email.split("@");
    const plus = await signedUp(`${local}+deal@${domain}`);
    await expectRefused(plus.cookie, firstOrder, "promo_first_order_only");
    await expectRefused(plus.cookie, oncePerShopper, "promo_already_used");
  });

  it("gives two accounts of one shopper racing for a once-per-shopper code one use", async () => {
    const email = uniqueEmail("racer");
    const [local, domain] = email.split("@");
    const accounts = await Promise.all([signedUp(email), signedUp(`${local}+two@${domain}`)]);
    const { item, choice } = await buyableItem();
    await Promise.all(accounts.map((account) => addLine(account.cookie, item, choice)));
    const answers = await Promise.all(
      accounts.map((account) =>
        callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card", code: oncePerShopper }, account),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it("counts an account made before marks existed once housekeeping has marked it", async () => {
    const email = uniqueEmail("older");
    const older = await deletedShopper(email);
    // A live account made before marks existed has none: until it is marked it counts only itself.
    const [plusLocal, domain] = email.split("@");
    const live = await signedUp(`${plusLocal}+second@${domain}`);
    await db.update(users).set({ shopperMark: null }).where(eq(users.id, live.id));
    await runHousekeeping(db, env, new Date());
    expect((await db.query.users.findFirst({ where: eq(users.id, live.id) }))?.shopperMark).toBe(
      (await db.query.users.findFirst({ where: eq(users.id, older.id) }))?.shopperMark,
    );
    await expectRefused(live.cookie, firstOrder, "promo_first_order_only");
  });
});

describe("the normalised address", () => {
  it("lower-cases, drops a +tag, and for Gmail drops dots; other dots stay", () => {
    expect(normalizedAddress(" Lena.Silva+promo@Example.COM ")).toBe("lena.silva@example.com");
    expect(normalizedAddress("lena.silva+a+b@googlemail.com")).toBe("lenasilva@gmail.com");
    expect(normalizedAddress("L.e.n.a@gmail.com")).toBe("lena@gmail.com");
    expect(normalizedAddress("+only@example.com")).toBe("+only@example.com");
  });

  it("keys the mark: the same address under another key is another mark", async () => {
    const mark = await shopperMark(env, "lena@example.com");
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    expect(await shopperMark(env, "Lena+x@Example.com")).toBe(mark);
    expect(await shopperMark({ SHOPPER_MARK_KEY: "another key" }, "lena@example.com")).not.toBe(mark);
  });
});
