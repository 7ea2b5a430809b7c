// Issue 29: every answer of the store carries its security headers, walked from the app's own route
// table so a route added later is checked without a test edit. Pages allow only the store's own
// scripts and the inline scripts that carry this answer's nonce; what a signed-in person is answered
// is `private, no-store`; nothing may frame the store.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  addLine,
  adminCookie,
  buyableItem,
  paidOrder,
  seedOnce,
  shopperSession,
} from "../../../tests/workers/support/admin";
import { inProduction } from "../../../tests/workers/support/production";
import { fillPattern, routeTable } from "../../../tests/workers/support/route-table";
import { fetchWorker, freshIp, origin } from "../../../tests/workers/support/store";

/** `poster` makes the calls that change things (one of them signs out): the others' sessions stay. */
const cookies = { shopper: "", admin: "", poster: "" };
let orderId = 0;

beforeAll(async () => {
  await seedOnce();
  cookies.admin = await adminCookie();
  const session = await shopperSession("headers");
  cookies.shopper = session.cookie;
  cookies.poster = (await shopperSession("poster")).cookie;
  const { item, choice } = await buyableItem();
  orderId = await paidOrder(cookies.shopper, item, choice);
  await addLine(cookies.shopper, item, choice);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The nonce of a page's policy, and the policy's script sources. */
function scriptPolicy(response: Response): { nonce: string; sources: string[] } {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const directive = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  const sources = directive.trim().split(/\s+/).slice(1);
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1) ?? "";
  return { nonce, sources };
}

/** Every script element of a page that a browser would run (JSON-LD is data, not script). */
function runnableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
}

async function expectHeaders(response: Response, label: string) {
  const headers = response.headers;
  const policy = headers.get("Content-Security-Policy") ?? "";
  expect(policy, label).toContain("frame-ancestors 'none'");
  expect(headers.get("X-Frame-Options"), label).toBe("DENY");
  expect(headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("Permissions-Policy"), label).toContain("camera=()");
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) return;
  const { nonce, sources } = scriptPolicy(response);
  expect(nonce, `${label}: a nonce`).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  expect(sources, label).not.toContain("'unsafe-inline'");
  expect(sources, label).not.toContain("'unsafe-eval'");
  for (const tag of runnableScripts(await response.text())) {
    // An external script of the store's own is allowed by 'self'; an inline one only by the nonce.
    if (!/\bsrc=/.test(tag)) expect(tag, `${label}: inline script without the nonce`).toContain(`nonce="${nonce}"`);
  }
}

/** The answer with what differs on every answer anyway (nonces, request ids). */
async function comparable(response: Response): Promise<string> {
  const body = (await response.text())
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "");
  return `${response.status} ${response.headers.get("Location")} ${body}`;
}

/** The signed-in person was answered otherwise than a visitor: the answer is theirs. */
async function personal(signedIn: Response, visitor: Response): Promise<boolean> {
  return (await comparable(signedIn)) !== (await comparable(visitor));
}

function pathOf(pattern: string): string {
  const filled = fillPattern(pattern, []);
  return filled.replace(/\/orders\/1(?=\/|$)/, `/orders/${orderId}`);
}

const routes = routeTable();

describe("security headers on every route", () => {
  it("walks the store's routes (pages and API)", () => {
    const patterns = routes.map((route) => route.pattern);
    for (const expected of ["/", "/login", "/settings", "/orders/:id", "/admin/users", "/api/auth/me"]) {
      expect(patterns).toContain(expected);
    }
  });

  for (const route of routes) {
    it(`${route.method} ${route.pattern}: headers for a visitor and a signed-in person`, async () => {
      const path = pathOf(route.pattern) + (route.index && route.method === "POST" ? "?index" : "");
      const init: RequestInit =
        route.method === "GET"
          ? {}
          : { method: route.method, headers: { Origin: origin, "Content-Type": "application/json" }, body: "{}" };
      const visitor = await fetchWorker(path, init);
      await expectHeaders(visitor.clone(), `${route.method} ${path} (visitor)`);
      const cookie = route.pattern.startsWith("/admin")
        ? cookies.admin
        : route.method === "GET"
          ? cookies.shopper
          : cookies.poster;
      const signedIn = await fetchWorker(path, init, { cookie });
      await expectHeaders(signedIn.clone(), `${route.method} ${path} (signed in)`);
      // An answer that depends on who asks is kept by no cache on the way.
      if (signedIn.status !== 101 && (await personal(signedIn, visitor))) {
        expect(signedIn.headers.get("Cache-Control"), `${route.method} ${path}`).toBe("private, no-store");
      }
    }, 30_000);
  }

  it("sends the headers with a page that does not exist, and with the API's 404", async () => {
    await expectHeaders(await fetchWorker("/no-such-page"), "/no-such-page");
    await expectHeaders(await fetchWorker("/api/no-such-endpoint"), "/api/no-such-endpoint");
  });
});

describe("answers for one signed-in person", () => {
  it("are private and never stored, pages, their data and the API alike", async () => {
    const me = await (await fetchWorker("/api/auth/me", {}, { cookie: cookies.shopper })).json<{
      user: { id: number };
    }>();
    const shopperPaths = [
      "/settings",
      "/settings.data",
      "/orders",
      `/orders/${orderId}`,
      `/orders/${orderId}.data`,
      "/cart",
      "/games",
      "/api/auth/me",
      `/api/users/${me.user.id}`,
      "/api/orders",
      `/api/orders/${orderId}`,
      "/api/cart",
    ];
    for (const path of shopperPaths) {
      const response = await fetchWorker(path, {}, { cookie: cookies.shopper });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    for (const path of ["/admin", "/admin/users", "/admin/orders", `/admin/orders/${orderId}`]) {
      const response = await fetchWorker(path, {}, { cookie: cookies.admin });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("leaves what is the same for everyone cacheable", async () => {
    const texts = await fetchWorker(
      "/resources/texts?language=en&area=cart&v=build-1",
      {},
      { cookie: cookies.shopper },
    );
    expect(texts.headers.get("Cache-Control")).toContain("immutable");
  });
});

describe("the content security policy", () => {
  it("makes a new nonce for every answer, also when the page comes from the edge cache", async () => {
    const first = await fetchWorker("/games");
    const second = await fetchWorker("/games");
    expect(second.headers.get("x-edge-cache")).toMatch(/HIT|STALE/);
    expect(scriptPolicy(first).nonce).not.toBe(scriptPolicy(second).nonce);
    await expectHeaders(first, "first /games");
    await expectHeaders(second, "cached /games");
  });

  it("allows the payment provider only on the pages that pay", async () => {
    for (const path of ["/checkout", `/orders/${orderId}`]) {
      const paying = await fetchWorker(path, {}, { cookie: cookies.shopper });
      expect(paying.headers.get("Content-Type"), path).toContain("text/html");
      expect(paying.headers.get("Content-Security-Policy"), path).toContain("https://js.stripe.com");
    }
    for (const path of ["/", "/games", "/settings"]) {
      const page = await fetchWorker(path, {}, { cookie: cookies.shopper });
      expect(page.headers.get("Content-Security-Policy"), path).not.toContain("stripe.com");
      expect(page.headers.get("Content-Security-Policy"), path).toContain("frame-src 'none'");
    }
  });

  it("asks for https only where the store is deployed", async () => {
    expect((await fetchWorker("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const deployed = await fetchWorker("/api/games", {}, inProduction());
    expect(deployed.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
  });
});

describe("the report of a blocked script", () => {
  const report = {
    "csp-report": {
      "document-uri": `${origin}/settings`,
      "blocked-uri": "inline",
      "effective-directive": "script-src-elem",
    },
  };
  const send = (ip: string) =>
    fetchWorker(
      "/api/csp-report",
      { method: "POST", headers: { "Content-Type": "application/csp-report" }, body: JSON.stringify(report) },
      { ip },
    );

  it("is logged as one line with what was blocked, and each address may report only a few a minute", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const ip = freshIp();
    for (let sent = 0; sent < 15; sent += 1) expect((await send(ip)).status).toBe(204);
    const lines = log.mock.calls
      .map(([line]) => JSON.parse(String(line)))
      .filter((line) => line.event === "csp_violation");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines[0]).toMatchObject({ level: "info", blockedUri: "inline", directive: "script-src-elem" });
    expect(lines[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
