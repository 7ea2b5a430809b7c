import { describe, expect, it } from "vitest";
import { createVerifiedAccount, fetchWorker, origin, signIn } from "../../../tests/workers/support/store";

const loginBody = JSON.stringify({ email: "someone@example.com", password: "Secret#123" });

describe("cross-site request forgery", () => {
  it("refuses state-changing API calls from another origin or without one (403)", async () => {
    const attempts: Array<Record<string, string>> = [
      { "Content-Type": "application/json", Origin: "https://evil.example" },
      { "Content-Type": "application/json", Origin: "null" },
      { "Content-Type": "application/json" },
      { "Content-Type": "application/json", Referer: "https://evil.example/page" },
    ];
    for (const headers of attempts) {
      const response = await fetchWorker("/api/auth/login", { method: "POST", body: loginBody, headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: "cross_site_request",
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });

  it("refuses a same-origin call that is not JSON (415), as a cross-site form would send it", async () => {
    for (const contentType of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await fetchWorker("/api/auth/login", {
        method: "POST",
        body: loginBody,
        headers: { "Content-Type": contentType, Origin: origin },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: "json_required" });
    }
  });

  it("accepts a same-origin JSON call, also when only the Referer names the origin", async () => {
    const response = await fetchWorker("/api/auth/login", {
      method: "POST",
      body: loginBody,
      headers: { "Content-Type": "application/json; charset=utf-8", Referer: `${origin}/login` },
    });
    expect(response.status).toBe(401);
  });

  it("refuses a page's form post (a Remix action) from another site, and does not sign out", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    const forged = await fetchWorker(
      "/logout",
      {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      },
      { cookie },
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get("Set-Cookie")).toBeNull();
    const me = await fetchWorker("/api/auth/me", {}, { cookie });
    expect(me.status).toBe(200);

    const real = await fetchWorker("/logout", { method: "POST", headers: { Origin: origin } }, { cookie });
    expect(real.status).toBe(302);
    expect((await fetchWorker("/api/auth/me", {}, { cookie })).status).toBe(401);
  });
});
