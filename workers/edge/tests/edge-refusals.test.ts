// One way to refuse at the edges (decision 019): reading a body, a form or a path id throws the
// domain refusal, and each transport answers it once — the API's onError, an action's `refusable`, a
// resource route's `refusalResponse` — in the caller's language, with the same body as before.
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, origin, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

beforeAll(async () => {
  await seedOnce();
});

function postJsonText(path: string, text: string, language: "en" | "pt") {
  return fetchWorker(
    path,
    { method: "POST", body: text, headers: { "Content-Type": "application/json", Origin: origin } },
    { language },
  );
}

describe("the API, reading a body or a path", () => {
  it("answers a body that is not JSON with invalid_json, in English and Portuguese", async () => {
    const messages = {
      en: "The request body must be valid JSON.",
      pt: "O corpo da requisição deve ser um JSON válido.",
    };
    for (const language of ["en", "pt"] as const) {
      const response = await postJsonText("/api/contact", "{not json", language);
      expect(response.status, language).toBe(400);
      expect(await response.json()).toEqual({
        error: "invalid_json",
        message: messages[language],
        requestId: expect.any(String),
      });
    }
  });

  it("answers fields that break the schema with validation_error and one detail per field, in both languages", async () => {
    const failed = { en: "Some fields are not valid.", pt: "Alguns campos não são válidos." };
    const badEmail = { en: "Please enter a valid email address.", pt: "Informe um endereço de email válido." };
    for (const language of ["en", "pt"] as const) {
      const body = { name: "Ana", email: "not-an-email", subject: "question", message: "hello there!" };
      const response = await callApi("POST", "/api/contact", body, { language });
      expect(response.status, language).toBe(400);
      const answer = await response.json<{ error: string; message: string; details: unknown[] }>();
      expect(answer).toMatchObject({ error: "validation_error", message: failed[language] });
      expect(answer.details).toContainEqual({ field: "email", message: badEmail[language] });
    }
  });

  it("answers a path id that is no id with invalid_id, in both languages", async () => {
    const messages = {
      en: "The id must be a positive whole number.",
      pt: "O campo id deve ser um número inteiro positivo.",
    };
    const { cookie } = await shopperSession("path-id");
    for (const language of ["en", "pt"] as const) {
      for (const path of ["/api/games/abc", "/api/users/abc"]) {
        const response = await callApi("GET", path, undefined, { language, cookie });
        expect(response.status, `${path} ${language}`).toBe(400);
        expect(await response.json()).toEqual({
          error: "invalid_id",
          message: messages[language],
          requestId: expect.any(String),
        });
      }
    }
  });

  it("translates the answers that were English only: an unknown route, a bad webhook signature", async () => {
    const route = await callApi("GET", "/api/no-such-thing", undefined, { language: "pt" });
    expect(route.status).toBe(404);
    expect(await route.json()).toEqual({
      error: "not_found",
      message: "Nenhuma rota da API corresponde a este caminho.",
      requestId: expect.any(String),
    });
    const webhook = await fetchWorker(
      "/webhooks/stripe",
      { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=deadbeef" } },
      { language: "pt" },
    );
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toMatchObject({ error: "invalid_signature", message: "Assinatura inválida." });
  });
});

describe("the sandbox's card refusals", () => {
  it("are Stripe's code with the message in the shopper's language", async () => {
    const { cookie } = await shopperSession("card");
    const game = await gameNamed("World of Warcraft");
    const item = await itemOf(game.id);
    await addItemThroughApi(cookie, { gameId: game.id, itemId: item.id, quantity: 1 });
    const checkout = await (
      await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card", flow: "embedded" }, { cookie })
    ).json<{ sessionId: string }>();
    const pay = (card: string, language: "en" | "pt") =>
      callApi("POST", `/api/sandbox/sessions/${checkout.sessionId}/pay`, { card_number: card }, { cookie, language });

    const declined = await pay("4000 0000 0000 0002", "pt");
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({
      error: "card_declined",
      message: "Seu cartão foi recusado.",
      requestId: expect.any(String),
    });
    const wrongNumber = await pay("1234 5678 9012 3456", "en");
    expect(wrongNumber.status).toBe(402);
    expect(await wrongNumber.json()).toMatchObject({
      error: "incorrect_number",
      message: "Your card number is incorrect.",
    });
    const insufficient = await pay("4000 0000 0000 9995", "pt");
    expect(await insufficient.json()).toMatchObject({
      error: "card_declined",
      message: "Seu cartão não tem saldo suficiente.",
    });
  });
});

describe("a page's action", () => {
  it("shows a refusal thrown while reading the form inline, in the visitor's language", async () => {
    const admin = await adminCookie();
    const game = await gameNamed("Tibia");
    const fields = { gameId: String(game.id), kind: "item", name: "Bad", imageUrl: "", subcategory: "", server: "" };
    const messages = {
      en: "Enter a price above zero with at most two decimals",
      pt: "Informe um preço acima de zero com no máximo duas casas decimais",
    };
    for (const language of ["en", "pt"] as const) {
      const response = await postForm(
        "/admin/items/new",
        { ...fields, price: "0", sortOrder: "0" },
        { cookie: admin, language },
      );
      expect(response.status, language).toBe(400);
      expect(visibleText(await response.text()), language).toContain(messages[language]);
    }
  });

  it("refuses an intent it does not know with the error body, not a bare text", async () => {
    const admin = await adminCookie();
    const response = await fetchWorker(
      "/admin/users/1",
      {
        method: "POST",
        body: new URLSearchParams({ intent: "no-such-intent" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      },
      { cookie: admin },
    );
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Some fields are not valid.");
  });

  it("answers a form posted from another site with the error body", async () => {
    const forged = await fetchWorker(
      "/logout",
      { method: "POST", headers: { Origin: "https://evil.example" } },
      { language: "pt" },
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({
      error: "cross_site_request",
      message: "Esta requisição não veio das páginas da própria loja.",
    });
  });
});

describe("the media endpoint", () => {
  it("answers an unknown image with the not-found body, in the visitor's language", async () => {
    for (const [path, language, message] of [
      ["/media/not-an-id.png", "en", "The page you are looking for does not exist."],
      ["/media/00000000-0000-4000-8000-000000000000.png", "pt", "A página que você procura não existe."],
      ["/media/00000000-0000-4000-8000-000000000000-card.webp", "en", "The page you are looking for does not exist."],
    ] as const) {
      const response = await fetchWorker(path, {}, { language });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found", message });
    }
  });
});
