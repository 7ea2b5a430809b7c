// The API refuses one way: an endpoint (or a service it calls) throws a DomainError and the API's one
// onError answers with its status, the error body in the caller's language and, for a rate limit,
// Retry-After. Anything else still is a failure of the store: 500 with the request id only. Checked
// on a probe app built like the API (endpoints in mounted sub-apps, the same onError), so it holds
// for every endpoint, then on the real API.
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { callApi } from "../../../tests/workers/support/store";
import { DomainError, rateLimited } from "../../kernel/domain-error";
import { answerApiError } from "../refusals";
import { requestContext } from "../request-context";
import type { ApiEnv } from "../types";

const endpoints = new Hono<ApiEnv>()
  .get("/one-field", () => {
    throw new DomainError("quantity_too_large", "cart.quantityTooLarge", 422, "quantidade");
  })
  .get("/several-fields", () => {
    throw new DomainError("validation_error", "validation.failed", 400, {
      fields: [
        { field: "server", messageKey: "cart.invalidServer" },
        { field: "quantidade", messageKey: "cart.quantityTooLarge" },
      ],
    });
  })
  .get("/rate-limited", async () => {
    await Promise.resolve();
    throw rateLimited(42);
  })
  .get("/broken", () => {
    throw new Error("no such table: games_gone");
  });

const probe = new Hono<ApiEnv>().use(requestContext).route("/api/probe", endpoints).onError(answerApiError);

function call(path: string, language: "en" | "pt" = "en") {
  const headers = { "Accept-Language": language === "pt" ? "pt-BR" : "en-US" };
  return probe.request(`http://store.test/api/probe${path}`, { headers });
}

describe("a DomainError thrown by any endpoint", () => {
  it("answers its status with {error, message, details[{field, message}]} in the caller's language", async () => {
    const oneField = await call("/one-field", "pt");
    expect(oneField.status).toBe(422);
    const message = "Uma linha do carrinho leva no máximo 99 unidades de um item.";
    expect(await oneField.json()).toEqual({
      error: "quantity_too_large",
      message,
      details: [{ field: "quantidade", message }],
    });

    const several = await call("/several-fields");
    expect(several.status).toBe(400);
    expect(await several.json()).toEqual({
      error: "validation_error",
      message: "Some fields are not valid.",
      details: [
        { field: "server", message: expect.any(String) },
        { field: "quantidade", message: "One cart line holds at most 99 copies of an item." },
      ],
    });
  });

  it("sends a rate limit's wait in Retry-After and in the message", async () => {
    const limited = await call("/rate-limited");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("42");
    expect(await limited.json()).toEqual({ error: "rate_limited", message: expect.stringContaining("42 seconds") });
  });
});

describe("any other error thrown by an endpoint", () => {
  it("still answers 500 with the generic body (the request id, nothing about the server) and is logged", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("/broken");
    const logged = spy.mock.calls.length;
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/games_gone|no such table/);
    const body = JSON.parse(text);
    expect(body).toEqual({
      error: "internal_error",
      message: expect.stringContaining(body.requestId),
      requestId: expect.any(String),
    });
    expect(response.headers.get("X-Request-Id")).toBe(body.requestId);
    expect(logged).toBe(1);
  });
});

describe("the real API", () => {
  it("answers refusals thrown by its endpoints and the services they call with the mapped body", async () => {
    // Thrown by the endpoint itself (no token), then by the services it calls.
    const noToken = await callApi("GET", "/api/auth/verify-email");
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({
      error: "token_required",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    const unknownToken = await callApi("GET", "/api/auth/verify-email?token=not-a-token");
    expect(unknownToken.status).toBe(400);
    expect(await unknownToken.json()).toEqual({
      error: "invalid_token",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    const unknownGame = await callApi("GET", "/api/games/987654", undefined, { language: "pt" });
    expect(unknownGame.status).toBe(404);
    expect(await unknownGame.json()).toEqual({
      error: "not_found",
      message: "Jogo não encontrado.",
      requestId: expect.any(String),
    });
    const unknownItem = await callApi("GET", "/api/items/987654");
    expect(unknownItem.status).toBe(404);
    expect(await unknownItem.json()).toEqual({
      error: "not_found",
      message: "Item not found.",
      requestId: expect.any(String),
    });
  });
});
