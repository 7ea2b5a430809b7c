// The signed-in pages of `npm run bench` (issue 20): the demo shopper signs in, buys one line
// through the payment sandbox and puts another in the cart; the bench then measures their cart
// page and the order page with the shopper's cookies. Signed-in pages never come from the edge
// cache, so every request does its D1 work.
import { readFileSync } from "node:fs";
import { firstItemLine } from "../lib/cart-line.mjs";
import { d1Counters, settledD1Counters } from "./load.mjs";

const demoAccounts = JSON.parse(
  readFileSync(new URL("../../workers/db/seed/demo-accounts.json", import.meta.url), "utf8"),
);

/** The `name=value` pairs of a response's cookies, merged over `jar`. */
function keepCookies(jar, response) {
  const next = new Map(jar);
  for (const setCookie of response.headers.getSetCookie()) {
    const [pair = ""] = setCookie.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=")) next.delete(name);
    else next.set(name, pair);
  }
  return next;
}

const cookieHeader = (jar) => [...jar.values()].join("; ");

/** A same-origin JSON call as the store's pages make it; keeps the cookies it is given back. */
async function call(origin, jar, method, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookieHeader(jar) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return { jar: keepCookies(jar, response), json: await response.json() };
}

/** The Cookie header of `account` (the demo admin, say) signed in, the way the store's sign-in form does. */
export async function signedInCookie(origin, { email, password }) {
  const { jar } = await call(origin, new Map(), "POST", "/api/auth/login", { email, password });
  return cookieHeader(jar);
}

/**
 * `call`, with the D1 round trips it caused and the ms D1 spent on them (`d1Ms`). Work after the
 * answer (emails) is counted too: the counters are read again once they have been still for a moment.
 */
async function countedCall(origin, jar, method, path, body) {
  const before = await d1Counters(origin);
  const answer = await call(origin, jar, method, path, body);
  const after = await settledD1Counters(origin);
  return { ...answer, roundTrips: after.roundTrips - before.roundTrips, d1Ms: after.d1Ms - before.d1Ms };
}

/**
 * Signs the demo shopper in and leaves a paid order and a cart line behind, counting the D1 round
 * trips of each step of buying (`orderFlow`) and the D1 ms of each (`orderFlowD1Ms`). Returns the paid
 * order's id and the routes to measure, with the Cookie header (sign-in and D1 bookmark) each request sends.
 */
export async function signedInRoutes(origin, game) {
  const detail = await (await fetch(`${origin}/api/games/${game.id}`)).json();
  const line = firstItemLine(detail, "Bench#1");
  if (!line) throw new Error(`${game.name} has no items to buy`);
  const { email, password } = demoAccounts.shopper;
  const login = await countedCall(origin, new Map(), "POST", "/api/auth/login", { email, password });
  const add = await countedCall(origin, login.jar, "POST", "/api/cart", line);
  const checkout = await countedCall(origin, add.jar, "POST", "/api/checkout", { metodo_pagamento: "credit_card" });
  const { orderId, sessionId } = checkout.json;
  // The sandbox's Pay does what the payment provider's event does: it fulfils the order.
  const pay = await countedCall(origin, checkout.jar, "POST", `/api/sandbox/sessions/${sessionId}/pay`, {});
  const { jar } = await call(origin, pay.jar, "POST", "/api/cart", line);
  const headers = { cookie: cookieHeader(jar) };
  return {
    orderId,
    orderFlow: {
      "sign in": login.roundTrips,
      "add to cart": add.roundTrips,
      checkout: checkout.roundTrips,
      "pay (fulfilment)": pay.roundTrips,
    },
    /** D1 ms of each step of buying (one sample each). */
    orderFlowD1Ms: {
      "sign in": login.d1Ms,
      "add to cart": add.d1Ms,
      checkout: checkout.d1Ms,
      "pay (fulfilment)": pay.d1Ms,
    },
    routes: [
      { name: "/cart (signed in)", path: "/cart", headers },
      { name: "/orders/{id} (signed in)", path: `/orders/${orderId}`, headers },
      { name: "GET /api/cart (signed in)", path: "/api/cart", headers, json: true },
    ],
  };
}
