// Issue 32: the request is read at the server's edge and handed to the routes in the load context,
// so a loader reads the visitor's language and currency there (docs/decisions/001-layout.md).
import { env } from "cloudflare:workers";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as forgotPasswordLoader } from "../../../app/routes/forgot-password";
import { loadContextFor } from "../../../tests/workers/support/load-context";
import { origin } from "../../../tests/workers/support/store";

const requestWith = (path: string, headers: Record<string, string>) => new Request(`${origin}${path}`, { headers });

describe("the load context", () => {
  it("carries the language and the currency the address asks for, the language as chosen", async () => {
    const context = await loadContextFor(env, requestWith("/?lng=pt&currency=usd", {}));
    expect(context).toMatchObject({ language: "pt", languageChosen: true, currency: "USD" });
    expect(context.t("auth.forgot.metaTitle")).toBe("Esqueci minha senha | Gamer Store");
  });

  it("carries the browser's language as a guess, and the country's currency", async () => {
    const context = await loadContextFor(env, requestWith("/", { "Accept-Language": "pt-BR", "CF-IPCountry": "US" }));
    expect(context).toMatchObject({ language: "pt", languageChosen: false, currency: "USD" });
  });

  it("is what a loader answers in", async () => {
    const request = requestWith("/forgot-password", { "Accept-Language": "pt-BR" });
    const context = await loadContextFor(env, request);
    const page = await forgotPasswordLoader({ request, params: {}, context } as LoaderFunctionArgs);
    expect(page.title).toBe("Esqueci minha senha | Gamer Store");
  });
});
