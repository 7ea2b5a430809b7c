// What a deployment does with its settings: production is the default, a missing secret closes the
// store (naming the setting, never its value) instead of falling back to the sandbox or the dev
// mailbox, and development-only routes do not exist.
import { describe, expect, it } from "vitest";
import { inProduction, productionSettings } from "../../../tests/workers/support/production";
import { fetchWorker } from "../../../tests/workers/support/store";
import { requiredInProduction } from "../../kernel/configuration";

describe("a production Worker", () => {
  it("answers /api/health with every part checked for real when fully configured", async () => {
    const response = await fetchWorker("/api/health", {}, inProduction());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, failing: [], missing: [] });
  });

  it.each(requiredInProduction)(
    "without %s, names it on /api/health and serves shoppers nothing but a 503",
    async (name) => {
      const missing = { [name]: "" } as Partial<Env>;
      const health = await fetchWorker("/api/health", {}, inProduction(missing));
      expect(health.status).toBe(503);
      const report = await health.text();
      expect(JSON.parse(report)).toMatchObject({ ok: false, missing: [name] });
      // Names only: no configured value appears in the answer.
      for (const value of Object.values(productionSettings)) if (value.length > 12) expect(report).not.toContain(value);

      const page = await fetchWorker("/", {}, inProduction(missing));
      expect(page.status).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("300");
      expect(await page.text()).toContain("The store is not open yet");

      const api = await fetchWorker("/api/games", {}, inProduction(missing));
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: "unavailable" });

      const webhook = await fetchWorker("/webhooks/stripe", { method: "POST", body: "{}" }, inProduction(missing));
      expect(webhook.status).toBe(503);
    },
  );

  it("treats a blank value as missing", async () => {
    const health = await fetchWorker("/api/health", {}, inProduction({ STRIPE_WEBHOOK_SECRET: "   " }));
    expect(await health.json()).toMatchObject({ missing: ["STRIPE_WEBHOOK_SECRET"] });
  });

  it("has no development-only route: the dev mailbox and the payment sandbox answer 404", async () => {
    for (const path of ["/dev/emails", "/api/dev/emails", "/sandbox/checkout/cs_sandbox_1"]) {
      expect((await fetchWorker(path, {}, inProduction())).status, path).toBe(404);
    }
    const pay = await fetchWorker(
      "/api/sandbox/sessions/cs_sandbox_1/pay",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://store.test" },
        body: "{}",
      },
      inProduction(),
    );
    expect(pay.status).toBe(404);
  });

  it("names the storage that fails on /api/health", async () => {
    const failing = {
      get: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    const health = await fetchWorker("/api/health", {}, inProduction({ SESSIONS: failing }));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, failing: ["sessions"] });
  });
});

describe("development", () => {
  it("serves without the production settings (empty Stripe and mail settings select the sandbox and the mailbox)", async () => {
    const response = await fetchWorker("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, failing: [], missing: [] });
  });
});
