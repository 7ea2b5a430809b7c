import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { seedDemoData } from "../../db/seed/seed-demo";

describe("the Worker", () => {
  beforeAll(async () => {
    await seedDemoData(createDatabase(env.DB), "test-pepper");
  });

  it("answers GET /api/health with ok after a database round trip", async () => {
    const response = await fetchWorker("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it("answers an unknown API path with a JSON 404 in the error shape", async () => {
    const response = await fetchWorker("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: "not_found",
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it("answers an unknown webhook with a JSON 404", async () => {
    const response = await fetchWorker("/webhooks/unknown", { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });

  it("renders the home page on the server with the seeded games, in English by default", async () => {
    const response = await fetchWorker("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Featured games");
    expect(html).toContain("World of Warcraft");
  });

  it("renders Portuguese for a browser that asks for it, and the stored choice wins over the browser", async () => {
    const portuguese = await (await fetchWorker("/", { headers: { "Accept-Language": "pt-BR,pt;q=0.9" } })).text();
    expect(portuguese).toContain('<html lang="pt"');
    expect(portuguese).toContain("Jogos em destaque");

    const switched = await fetchWorker("/set-language", {
      method: "POST",
      body: new URLSearchParams({ lng: "en", redirectTo: "/games" }),
      // Browsers send the Origin of a form post; form posts from other sites are refused.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/games");
    const cookie = switched.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lng=/);
    expect(cookie).toContain("HttpOnly");

    const english = await (
      await fetchWorker("/", { headers: { "Accept-Language": "pt-BR", Cookie: cookie.split(";")[0] ?? "" } })
    ).text();
    expect(english).toContain('<html lang="en"');
  });

  it("never redirects a language switch to another site", async () => {
    const response = await fetchWorker("/set-language", {
      method: "POST",
      body: new URLSearchParams({ lng: "pt", redirectTo: "//evil.example/" }),
      // Browsers send the Origin of a form post; form posts from other sites are refused.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });
    expect(response.headers.get("location")).toBe("/");
  });
});
