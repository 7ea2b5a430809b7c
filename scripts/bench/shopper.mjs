// The demo shopper as the bench needs them for the signed-in pages: signed in through the API, with
// one paid-or-pending order to show at /orders/{id} and a line in the cart for /cart and /checkout.
import { demoAccounts } from "../lib/demo-credentials.mjs";

async function call(origin, path, init, what) {
  const response = await fetch(`${origin}${path}`, init);
  if (!response.ok) throw new Error(`bench shopper: ${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs the demo shopper in and fills what their pages show; returns the headers their requests carry. */
export async function demoShopper(origin, game) {
  const json = { "Content-Type": "application/json", Origin: origin };
  const signedIn = await call(
    origin,
    "/api/auth/login",
    {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: demoAccounts.shopper.email, password: demoAccounts.shopper.password }),
    },
    "signing in",
  );
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const headers = { ...json, Cookie: cookie };
  const details = await (await call(origin, `/api/games/${game.id}`, { headers }, "the game")).json();
  const item = details.items[0];
  if (!item) throw new Error(`bench shopper: ${game.name} has no items to put in the cart`);
  const addItem = () =>
    call(
      origin,
      "/api/cart",
      {
        method: "POST",
        headers,
        body: JSON.stringify({
          game_id: game.id,
          item_id: item.id,
          tag: "BenchHero",
          quantidade: 1,
          plataforma_selecionada: details.plataformas?.split(", ")[0] ?? null,
          server: details.servers?.[0] ?? null,
        }),
      },
      "adding to the cart",
    );
  await addItem();
  const checkout = await call(
    origin,
    "/api/checkout",
    { method: "POST", headers, body: JSON.stringify({ metodo_pagamento: "credit_card" }) },
    "checking out",
  );
  const { orderId } = await checkout.json();
  // Checking out may empty the cart; /cart and /checkout are measured with a line in it.
  await addItem();
  return { headers: { Cookie: cookie }, orderId };
}
