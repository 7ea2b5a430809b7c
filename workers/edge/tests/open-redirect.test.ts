// Issue 12 §5: every redirect target taken from a request stays on this site. The one gate is
// shared/safe-redirect.ts; this table of hostile targets goes through it and through every route
// that redirects to a target the caller chose.
import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "../../../shared/safe-redirect";
import { fetchWorker, origin } from "../../../tests/workers/support/store";

/** Targets that would leave the site or break the Location header once read, or that no browser sends. */
const hostileTargets = [
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\nSet-Cookie: session=stolen",
  "/games\nLocation: https://evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D/evil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2509/evil.example",
  "/%252525252F/evil.example",
  "%2F%2Fevil.example",
  "https://evil.example",
  "http:evil.example",
  "HTTPS://evil.example/",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " //evil.example",
  "\t//evil.example",
  "evil.example",
  "",
  "/\u0000",
  "/\u2028evil",
  "/caf\u00e9",
  `/${"a".repeat(3_000)}`,
];

/** Real addresses of this store, as the language switch and the sign-in guard build them. */
const sameSiteTargets = [
  "/",
  "/games",
  "/games?search=valorant&page=2",
  "/game/3?type=boosting&server=EU",
  "/settings?section=orders",
  "/games?search=a%20b",
  "/games?search=100%25",
  "/games?search=a%2Fb",
  "/jogo/a%C3%A7%C3%A3o",
];

describe("safeRedirectPath", () => {
  it("refuses every hostile target", () => {
    for (const target of hostileTargets) {
      expect(isSafeRedirectPath(target), JSON.stringify(target)).toBe(false);
      expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
    }
    for (const value of [undefined, null, 42, ["/games"], { path: "/games" }]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });

  it("keeps this site's own addresses as they are", () => {
    for (const target of sameSiteTargets) expect(safeRedirectPath(target), target).toBe(target);
  });
});

describe("routes that redirect to a caller's target", () => {
  const setLanguage = (redirectTo: string) =>
    fetchWorker("/set-language", {
      method: "POST",
      body: new URLSearchParams({ lng: "pt", redirectTo }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    });

  it("/set-language sends every hostile target home, never off the site and never a 500", async () => {
    for (const target of hostileTargets) {
      const response = await setLanguage(target);
      expect(response.status, JSON.stringify(target)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(target)).toBe("/");
    }
  });

  it("/set-language goes back to the page the visitor was on", async () => {
    for (const target of sameSiteTargets) {
      const response = await setLanguage(target);
      expect(response.headers.get("Location"), target).toBe(target);
    }
  });

  it("/login renders (its redirectTo is followed through the same gate after sign-in) for every hostile target", async () => {
    for (const target of hostileTargets) {
      const response = await fetchWorker(`/login?${new URLSearchParams({ redirectTo: target })}`);
      expect(response.status, JSON.stringify(target)).toBe(200);
    }
  });
});
