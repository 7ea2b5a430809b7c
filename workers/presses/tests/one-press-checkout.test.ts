// One press, one effect at checkout (issue 46, decisions 042 and 043): Finalize or "pay now" posted
// twice, one after the other or both at once (a double tap on a page the browser posts itself, a
// retried request, two tabs), answers one payment session, the same to both, and opens nothing new.
import { beforeAll, describe, expect, it } from "vitest";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { gameNamed, itemOf, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";

interface CheckoutAnswer {
  orderId: number;
  sessionId: string;
}

beforeAll(seedCatalogue);

async function shopperWithItem() {
  const cookie = await signIn(await createVerifiedAccount("one-press-checkout"));
  const wow = await gameNamed("World of Warcraft");
  await addItemThroughApi(cookie, { gameId: wow.id, itemId: (await itemOf(wow.id)).id, quantity: 1 });
  return cookie;
}

const finalize = (cookie: string, key: string) =>
  callApi("POST", "/api/checkout", { metodo_pagamento: "pix" }, { cookie, headers: { "Idempotency-Key": key } });

const payNow = (cookie: string, orderId: number, key: string) =>
  callApi(
    "POST",
    `/api/orders/${orderId}/pay`,
    { metodo_pagamento: "pix" },
    { cookie, headers: { "Idempotency-Key": key } },
  );

async function answersOf(responses: Response[]) {
  expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  return Promise.all(responses.map((response) => response.json<CheckoutAnswer>()));
}

async function ordersOf(cookie: string) {
  return (await callApi("GET", "/api/orders", undefined, { cookie })).json<unknown[]>();
}

describe("Finalize pressed twice with one key", () => {
  it("one after the other: the second answers exactly the first", async () => {
    const cookie = await shopperWithItem();
    const key = crypto.randomUUID();
    const [first, second] = await answersOf([await finalize(cookie, key), await finalize(cookie, key)]);
    expect(second).toEqual(first);
    expect(await ordersOf(cookie)).toHaveLength(1);
  });

  it("both at once: both answer the one session opened", async () => {
    const cookie = await shopperWithItem();
    const key = crypto.randomUUID();
    const [first, second] = await answersOf(await Promise.all([finalize(cookie, key), finalize(cookie, key)]));
    expect(second).toEqual(first);
    expect(await ordersOf(cookie)).toHaveLength(1);
    // The session both answered is the one that pays the order.
    const status = await callApi("GET", `/api/checkout/sessions/${first?.sessionId}`, undefined, { cookie });
    expect(await status.json()).toEqual({ orderId: first?.orderId, status: "pending" });
  });
});

describe("pay now pressed twice at once", () => {
  it("both answer the order's one live session", async () => {
    const cookie = await shopperWithItem();
    const [placed] = await answersOf([await finalize(cookie, crypto.randomUUID())]);
    if (!placed) throw new Error("no order");
    // Another method first, so pay now must open a session rather than show the live one.
    await callApi("POST", `/api/orders/${placed.orderId}/pay`, { metodo_pagamento: "credit_card" }, { cookie });
    const key = crypto.randomUUID();
    const [first, second] = await answersOf(
      await Promise.all([payNow(cookie, placed.orderId, key), payNow(cookie, placed.orderId, key)]),
    );
    expect(second).toEqual(first);
    const status = await callApi("GET", `/api/checkout/sessions/${first?.sessionId}`, undefined, { cookie });
    expect(await status.json()).toEqual({ orderId: placed.orderId, status: "pending" });
  });
});
