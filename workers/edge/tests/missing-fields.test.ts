// Each spec call of the cart and checkout sent with each of its fields missing: the refusal names
// the field with a sentence in the caller's language, never the validator's own English text
// ("Invalid key: Expected \"tag\" but received undefined").
import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "../../../shared/i18n/translators";
import { coinOf, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";

let cookie: string;
let lineId: string;
/** Each call with a complete body and the fields it cannot do without (the others have defaults). */
const calls: Array<{ method: string; path: () => string; body: () => Record<string, unknown>; required: string[] }> =
  [];

beforeAll(async () => {
  await seedDemo();
  const wow = await gameNamed("World of Warcraft");
  const item = await itemOf(wow.id);
  const coin = await coinOf(wow.id);
  cookie = await signIn(await createVerifiedAccount("missing-fields"));
  const add = { game_id: wow.id, item_id: item.id, tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" };
  const [line] = await (await callApi("POST", "/api/cart", add, { cookie })).json<Array<{ id: string }>>();
  lineId = line?.id ?? "";
  calls.push(
    {
      method: "POST",
      path: () => "/api/cart",
      body: () => ({ ...add, quantidade: 1 }),
      required: ["game_id", "item_id", "tag"],
    },
    {
      method: "POST",
      path: () => "/api/cart",
      body: () => ({ game_id: wow.id, coin_id: coin.id, tag: "Thrall", quantidade: 2 }),
      required: ["game_id", "coin_id", "tag"],
    },
    { method: "PUT", path: () => `/api/cart/${lineId}`, body: () => ({ quantidade: 2 }), required: ["quantidade"] },
    {
      method: "POST",
      path: () => "/api/checkout",
      body: () => ({ metodo_pagamento: "pix" }),
      required: ["metodo_pagamento"],
    },
    {
      method: "POST",
      path: () => "/api/stripe/cancel-order",
      body: () => ({ session_id: "cs_test_1" }),
      required: ["session_id"],
    },
  );
});

describe("a cart or checkout call missing a field", () => {
  it("is refused with sentences in the caller's language, naming the field", async () => {
    for (const language of ["en", "pt"] as const) {
      const t = translatorFor(language);
      for (const call of calls) {
        const full = call.body();
        for (const missing of call.required) {
          const body = Object.fromEntries(Object.entries(full).filter(([key]) => key !== missing));
          const response = await callApi(call.method, call.path(), body, { cookie, language });
          const label = `${language} ${call.method} ${call.path()} without ${missing}`;
          expect(response.status, label).toBe(400);
          const answer = await response.json<{
            message: string;
            details?: Array<{ field: string; message: string }>;
          }>();
          expect(answer.message, label).toBe(t("validation.failed"));
          for (const detail of answer.details ?? []) {
            expect(detail.message, label).not.toMatch(/Invalid|Expected|received|undefined/);
            expect(detail.message, label).toMatch(/\.$/);
          }
          // An add without its item or coin is refused as "one of the two", for the whole body.
          const named = answer.details?.find((detail) => detail.field === missing || detail.field === "");
          expect(named?.message, label).toBeDefined();
        }
      }
    }
  });

  it("says which field is missing in the field's own words where it has them", async () => {
    const response = await callApi("POST", "/api/cart", { game_id: 1, item_id: 1 }, { cookie, language: "pt" });
    expect(await response.json()).toMatchObject({
      details: [{ field: "tag", message: "Por favor, informe seu nickname antes de adicionar ao carrinho." }],
    });
    const checkout = await callApi("POST", "/api/checkout", {}, { cookie, language: "en" });
    expect(await checkout.json()).toMatchObject({
      details: [{ field: "metodo_pagamento", message: "This field is required." }],
    });
  });
});
