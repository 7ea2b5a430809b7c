// Helpers for admin tests: the demo admin's session, a shopper's session, and a paid order made
// the way a shopper makes one (cart, checkout, the sandbox's Pay).
import { expect } from "vitest";
import demoAccounts from "../../../workers/db/seed/demo-accounts.json";
import { gameNamed, itemOf } from "./catalogue-rows";
import { type CallOptions, callApi, createVerifiedAccount, signIn, type TestAccount } from "./store";
import { seedDemo } from "./worker";

let seeded: Promise<unknown> | null = null;

/** The demo catalogue and accounts, once per test file. */
export function seedOnce() {
  seeded ??= seedDemo();
  return seeded;
}

export async function adminCookie(): Promise<string> {
  await seedOnce();
  return signIn(demoAccounts.admin);
}

export async function shopperSession(label = "shopper"): Promise<{ account: TestAccount; cookie: string }> {
  const account = await createVerifiedAccount(label);
  return { account, cookie: await signIn(account) };
}

export type LineChoice = { server: string | null; platform: string | null };

/** A demo item of `gameName` and the first server and platform its game offers, ready to buy. */
export async function buyableItem(
  gameName = "Tibia",
): Promise<{ item: { gameId: number; id: number }; choice: LineChoice }> {
  await seedOnce();
  const game = await gameNamed(gameName);
  return {
    item: await itemOf(game.id),
    choice: { server: game.servers[0] ?? null, platform: game.platforms[0] ?? null },
  };
}

/** One line of `item` in the signed-in shopper's cart, as the game page adds it. */
export async function addLine(cookie: string, item: { gameId: number; id: number }, choice: LineChoice) {
  const added = await callApi(
    "POST",
    "/api/cart",
    {
      game_id: item.gameId,
      item_id: item.id,
      tag: "Nick#1",
      quantidade: 1,
      plataforma_selecionada: choice.platform,
      server: choice.server,
    },
    { cookie },
  );
  expect(added.status, await added.clone().text()).toBeLessThan(300);
}

/**
 * A new shopper (`label`) with one buyable item (buyableItem) in the cart checks out by card: the
 * shopper with the pending order and its sandbox session, ready to pay (payByCard).
 */
export async function newCardCheckout(label: string) {
  const shopper = await shopperSession(label);
  const { item, choice } = await buyableItem();
  await addLine(shopper.cookie, item, choice);
  const checkout = await callApi(
    "POST",
    "/api/checkout",
    { metodo_pagamento: "credit_card" },
    { cookie: shopper.cookie },
  );
  expect(checkout.status, await checkout.clone().text()).toBeLessThan(300);
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  return { ...shopper, orderId, sessionId };
}

/** Pays the sandbox session on its card form with `card` (and the bank's 3-D Secure answer, for that test card). */
export async function payByCard(cookie: string, sessionId: string, card: string, threeDSecure?: "complete" | "fail") {
  const paid = await callApi(
    "POST",
    `/api/sandbox/sessions/${sessionId}/pay`,
    { card_number: card, three_d_secure: threeDSecure },
    { cookie },
  );
  expect(paid.status, await paid.clone().text()).toBe(200);
}

/**
 * A new shopper (`label`) with one buyable item (buyableItem) in the cart checks out by card with the
 * discount `code`; `options` as callApi's (the language, say). Answers the shopper, the item and the answer.
 */
export async function checkoutWithCode(label: string, code: string, options: Omit<CallOptions, "cookie"> = {}) {
  const { item, choice } = await buyableItem();
  const shopper = await shopperSession(label);
  await addLine(shopper.cookie, item, choice);
  const checkout = await callApi(
    "POST",
    "/api/checkout",
    { metodo_pagamento: "credit_card", code },
    { ...options, cookie: shopper.cookie },
  );
  return { ...shopper, item, checkout };
}

/** A paid order (status processando) of the signed-in shopper, for one line of `itemId`. */
export async function paidOrder(
  cookie: string,
  item: { gameId: number; id: number },
  choice: LineChoice = { server: null, platform: null },
): Promise<number> {
  await addLine(cookie, item, choice);
  return payCart(cookie);
}

/**
 * The signed-in shopper checks out the cart by card (with `fields` such as a `code`; in `currency`
 * when given, as the address asks for it) and pays on the sandbox's page, whose event the webhook
 * fulfils: the order's id.
 */
export async function payCart(
  cookie: string,
  fields: Record<string, unknown> = {},
  currency?: "BRL" | "USD",
): Promise<number> {
  const path = currency ? `/api/checkout?currency=${currency}` : "/api/checkout";
  const checkout = await callApi("POST", path, { metodo_pagamento: "credit_card", ...fields }, { cookie });
  expect(checkout.status, await checkout.clone().text()).toBeLessThan(300);
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  const paid = await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie });
  expect(paid.status, await paid.clone().text()).toBeLessThan(300);
  return orderId;
}

/** A new shopper with one paid order (a Tibia item), as the order tests start from. */
export async function newPaidOrder(label: string) {
  const game = await gameNamed("Tibia");
  const item = await itemOf(game.id);
  const shopper = await shopperSession(label);
  const orderId = await paidOrder(shopper.cookie, item, {
    server: game.servers[0] ?? null,
    platform: game.platforms[0] ?? null,
  });
  return { ...shopper, orderId };
}
