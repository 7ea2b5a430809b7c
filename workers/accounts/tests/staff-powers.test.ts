// One rule for every admin power (issue 46): with the store setting "admin area requires passkeys" on,
// an admin session opened with the password alone is a plain shopper everywhere, and a session opened
// with a passkey holds every admin power. Generated from the app's own route table (the Remix build's
// manifest and the Hono app's routes) and the chat socket's frame types: every route is in the table
// of expectations below, so a route added tomorrow fails here until someone says which power it grants.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFrameSchema } from "../../../shared/chat/protocol";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { addPasskeyTo, ceremonyFor, newAdmin, passkeySession } from "../../../tests/workers/support/passkey-sessions";
import { fillPattern, type RouteUnderTest, routeTable } from "../../../tests/workers/support/route-table";
import { connect, type SocketClient } from "../../../tests/workers/support/sockets";
import { type CallOptions, callApi, fetchWorker, origin, postForm, signIn } from "../../../tests/workers/support/store";
import { setStoreSetting, withStoreSetting } from "../../../tests/workers/support/store-setting";
import { ACCESS_REVOKED } from "../../chat/chat-room";

/** Another shopper's things, which only staff may reach. */
const victim = { userId: 0, orderId: 0, conversationId: 0, mediaId: "", cookie: "" };
const sessions = { password: "", passkey: "" };

/** A one-pixel PNG. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (char) => char.charCodeAt(0),
);

async function userIdOf(cookie: string): Promise<number> {
  const me = await callApi("GET", "/api/auth/me", undefined, { cookie });
  return (await me.json<{ user: { id: number } }>()).user.id;
}

async function conversationOf(cookie: string): Promise<number> {
  const opened = await callApi("POST", "/api/chat/conversations", undefined, { cookie });
  return (await opened.json<{ id: number }>()).id;
}

beforeAll(async () => {
  await seedOnce();
  const order = await newPaidOrder("staff-victim");
  victim.cookie = order.cookie;
  victim.orderId = order.orderId;
  victim.userId = await userIdOf(order.cookie);
  victim.conversationId = await conversationOf(order.cookie);
  const first = await callApi(
    "POST",
    `/api/chat/conversations/${victim.conversationId}/messages`,
    { content: "My order is late" },
    { cookie: victim.cookie },
  );
  expect(first.status).toBe(201);
  victim.mediaId = `${crypto.randomUUID()}.png`;
  await env.MEDIA.put(victim.mediaId, PNG, { metadata: { contentType: "image/png", orderId: victim.orderId } });

  const admin = await newAdmin("staff-admin");
  sessions.password = await signIn(admin);
  const authenticator = await addPasskeyTo(admin.password, ceremonyFor(origin), { cookie: sessions.password });
  sessions.passkey = await passkeySession(authenticator, ceremonyFor(origin));
}, 60_000);

/** A call a route answers; `form` posts a page's form, `body` sends JSON. */
interface Call {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

type Expectation =
  /** Grants a staff power over another shopper's things: refused to the password-only admin, granted to the passkey's. */
  | { grants: string; call: () => Call; refused: number; granted: number }
  /** Only the owner may: another shopper's id is refused to every admin session alike (with `error`, when given). */
  | { ownerOnly: true; call: () => Call; refused: number; error?: string }
  /** No staff power here: public, or the caller's own account, cart or sign-in only. */
  | { noStaffPower: string };

const order = () => `/orders/${victim.orderId}`;
const conversation = () => `/api/chat/conversations/${victim.conversationId}`;
const ownerOnly = (call: () => Call, refused = 404, error?: string): Expectation => ({
  ownerOnly: true,
  call,
  refused,
  error,
});
const own = (why = "the caller's own account, cart or orders"): Expectation => ({ noStaffPower: why });
const publicRoute: Expectation = { noStaffPower: "public" };

/** Every route outside the admin area, by `METHOD pattern`. */
const expectations: Record<string, Expectation> = {
  "GET /api/orders/:id": { grants: "orders", call: () => ({ path: `/api${order()}` }), refused: 404, granted: 200 },
  "GET /orders/:id": { grants: "orders", call: () => ({ path: order() }), refused: 404, granted: 200 },
  "GET /media/:id": {
    grants: "orders",
    call: () => ({ path: `/media/${victim.mediaId}` }),
    refused: 404,
    granted: 200,
  },
  "GET /api/users/:id": {
    grants: "users",
    call: () => ({ path: `/api/users/${victim.userId}` }),
    refused: 403,
    granted: 200,
  },
  "PUT /api/users/:id": {
    grants: "users",
    call: () => ({
      path: `/api/users/${victim.userId}`,
      body: { nome: "Renamed By Staff", telefone: "(21) 99876-5432" },
    }),
    refused: 403,
    granted: 200,
  },
  "GET /api/chat/conversations/:id/messages": {
    grants: "support_chat",
    call: () => ({ path: `${conversation()}/messages` }),
    refused: 404,
    granted: 200,
  },
  "POST /api/chat/conversations/:id/messages": {
    grants: "support_chat",
    call: () => ({ path: `${conversation()}/messages`, body: { content: "Support here" } }),
    refused: 404,
    granted: 201,
  },
  "GET /api/chat/conversations/:id/ws": {
    grants: "support_chat",
    call: () => ({ path: `${conversation()}/ws`, headers: { Upgrade: "websocket" } }),
    refused: 404,
    granted: 101,
  },
  "POST /orders/:id": ownerOnly(() => ({ path: order(), form: { intent: "cancel" } })),
  // A resource route: its refusal comes as a 200 carrying the error body (the status is not kept there).
  "POST /orders/:id/withdraw": ownerOnly(() => ({ path: `${order()}/withdraw`, form: {} }), 200, "order_not_found"),
  "POST /api/orders/:id/pay": ownerOnly(() => ({ path: `/api${order()}/pay`, body: { metodo_pagamento: "pix" } })),
  "POST /api/orders/:id/confirm": ownerOnly(() => ({ path: `/api${order()}/confirm`, body: {} })),
  "POST /api/orders/:id/problem": ownerOnly(() => ({ path: `/api${order()}/problem`, body: { message: "Not mine" } })),
  "POST /api/orders/:id/cancel": ownerOnly(() => ({ path: `/api${order()}/cancel`, body: {} })),
  "POST /api/orders/:id/conversation": {
    grants: "orders",
    call: () => ({ path: `/api${order()}/conversation`, body: {} }),
    refused: 404,
    granted: 200,
  },
  "POST /api/orders/:id/reviews": ownerOnly(() => ({
    path: `/api${order()}/reviews`,
    body: { line_id: 1, rating: 5, text: "Great" },
  })),
  "PUT /api/orders/:id/reviews/:reviewId": ownerOnly(() => ({
    path: `/api${order()}/reviews/1`,
    body: { rating: 1, text: "Edited by staff" },
  })),
  "POST /api/orders/:id/withdraw": ownerOnly(() => ({ path: `/api${order()}/withdraw`, body: {} })),
  "GET /api/users/:id/export": ownerOnly(() => ({ path: `/api/users/${victim.userId}/export` }), 403),
  "DELETE /api/users/:id": ownerOnly(() => ({ path: `/api/users/${victim.userId}`, body: { password: "x" } }), 403),
  "PATCH /api/auth/passkeys/:id": own("the caller's own passkeys (another account's is a 404)"),
  "DELETE /api/auth/passkeys/:id": own("the caller's own passkeys (another account's is a 404)"),
  "GET /orders": own(),
  "GET /api/orders": own(),
  "GET /settings": own(),
  "POST /settings": own(),
  "GET /cart": own(),
  "POST /cart": own(),
  "GET /resources/cart": own(),
  "GET /checkout": own(),
  "POST /checkout": own(),
  "GET /checkout-success": own(),
  "GET /checkout-cancel": own(),
  "POST /checkout-cancel": own(),
  "GET /api/cart": own(),
  "POST /api/cart": own(),
  "POST /api/cart/clear": own(),
  "PUT /api/cart/:lineId": own("the caller's own cart lines (ids of the caller's KV cart)"),
  "DELETE /api/cart/:lineId": own("the caller's own cart lines (ids of the caller's KV cart)"),
  "GET /api/cart/code": own(),
  "POST /api/cart/code": own(),
  "DELETE /api/cart/code": own(),
  "POST /api/checkout": own(),
  "GET /api/checkout/sessions/:sessionId": own("the caller's own payment session"),
  "POST /api/stripe/cancel-order": own("the caller's own payment session"),
  "GET /sandbox/checkout/:sessionId": own("the development sandbox's payment page of a session"),
  "POST /sandbox/checkout/:sessionId": own("the development sandbox's payment page of a session"),
  "POST /api/sandbox/sessions/:sessionId/pay": own("the development sandbox's payment of a session"),
  "POST /api/sandbox/sessions/:sessionId/pix": own("the development sandbox's payment of a session"),
  "POST /api/sandbox/disputes": own("the development sandbox's bank disputing the caller's own paid order"),
  "POST /api/chat/conversations": own("opens the caller's own support conversation"),
  "GET /api/auth/me": own("who the caller is; is_admin says whether the session holds admin powers"),
  "POST /api/auth/refresh": own("the caller's own session"),
  "POST /api/auth/logout": own("the caller's own session"),
  "GET /logout": own("the caller's own session"),
  "POST /logout": own("the caller's own session"),
  "POST /api/auth/2fa/setup": own("the caller's own second factor"),
  "POST /api/auth/2fa/enable": own("the caller's own second factor"),
  "POST /api/auth/2fa/disable": own("the caller's own second factor"),
  "POST /api/auth/passkeys/options": own("the caller's own passkeys"),
  "POST /api/auth/passkeys/confirm-options": own("the caller's own passkeys"),
  "POST /api/auth/passkeys": own("the caller's own passkeys"),
  "GET /api/auth/passkeys": own("the caller's own passkeys"),
  "POST /resources/time-zone": own("the caller's own time zone"),
  "GET /": publicRoute,
  "GET /games": publicRoute,
  "GET /game/:id": publicRoute,
  "POST /game/:id": own("adds to the caller's own cart"),
  "GET /game/:id/reviews": publicRoute,
  "GET /confianca": publicRoute,
  "GET /trust": publicRoute,
  "GET /sobre": publicRoute,
  "GET /contato": publicRoute,
  "POST /contato": publicRoute,
  // A "back in stock" email's stop page (issue 50): the token names the address, not the caller.
  "GET /stock-alerts/stop": publicRoute,
  "POST /stock-alerts/stop": publicRoute,
  "GET /policies/:slug": publicRoute,
  "GET /resources/texts": publicRoute,
  "GET /sitemap.xml": publicRoute,
  "GET /robots.txt": publicRoute,
  "GET /set-currency": publicRoute,
  "POST /set-currency": publicRoute,
  "GET /set-language": publicRoute,
  "POST /set-language": publicRoute,
  "GET /login": publicRoute,
  "POST /login": publicRoute,
  "GET /register": publicRoute,
  "POST /register": publicRoute,
  "GET /forgot-password": publicRoute,
  "POST /forgot-password": publicRoute,
  "GET /reset-password": publicRoute,
  "POST /reset-password": publicRoute,
  "GET /verify-email": publicRoute,
  // A staff invitation's link: the token and, for an existing account, its own password decide.
  "GET /staff-invitation": publicRoute,
  "POST /staff-invitation": publicRoute,
  "POST /verify-email": publicRoute,
  "GET /dev/emails": publicRoute,
  "GET /api/dev/emails": publicRoute,
  "GET /__bench/hello": publicRoute,
  "GET /__bench/d1": publicRoute,
  "GET /__bench/rows-on": publicRoute,
  "GET /__bench/rows-off": publicRoute,
  "POST /api/csp-report": publicRoute,
  "GET /api/health": publicRoute,
  "GET /api/games": publicRoute,
  "GET /api/games/:id": publicRoute,
  "GET /api/games/:id/reviews": publicRoute,
  "GET /api/items/:id": publicRoute,
  "GET /api/coins/game/:gameId": publicRoute,
  "POST /api/contact": publicRoute,
  "POST /api/stock-alerts": publicRoute,
  "POST /api/auth/register": publicRoute,
  "POST /api/auth/login": publicRoute,
  "POST /api/auth/login/2fa": publicRoute,
  "GET /api/auth/verify-email": publicRoute,
  "POST /api/auth/resend-verification": publicRoute,
  "POST /api/auth/forgot-password": publicRoute,
  "POST /api/auth/reset-password": publicRoute,
  "POST /api/auth/passkey-login/options": publicRoute,
  "POST /api/auth/passkey-login": publicRoute,
  "GET /api/support": publicRoute,
  "POST /api/support/messages": publicRoute,
  "GET /api/trust": publicRoute,
  "POST /webhooks/stripe": { noStaffPower: "Stripe's signed events" },
};

const keyOf = (route: RouteUnderTest) => `${route.method} ${route.pattern}`;
const isAdminArea = (route: RouteUnderTest) => /^\/(api\/)?admin(\/|$)/.test(route.pattern);

async function answer(method: string, call: Call, cookie: string): Promise<Response> {
  const options: CallOptions = { cookie, headers: call.headers };
  if (call.form) return postForm(call.path, call.form, options);
  if (method === "GET" && !call.body) return fetchWorker(call.path, {}, options);
  return callApi(method, call.path, call.body, options);
}

function closeSocket(response: Response) {
  if (!response.webSocket) return;
  response.webSocket.accept();
  response.webSocket.close(1000, "done");
}

describe("every route, with admin passkeys required", () => {
  let restore: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    restore = await setStoreSetting("adminPasskeysOnly", true);
  });
  afterAll(() => restore());

  it("lists every route outside the admin area in the table of expectations", () => {
    const unlisted = routeTable()
      .filter((route) => !isAdminArea(route))
      .map(keyOf)
      .filter((key) => !(key in expectations));
    expect(unlisted, "say which staff power each new route grants, if any").toEqual([]);
    const known = new Set(routeTable().map(keyOf));
    expect(
      Object.keys(expectations).filter((key) => !known.has(key)),
      "routes that are gone",
    ).toEqual([]);
  });

  it("refuses the password-only admin every staff power over another shopper's things, and grants the passkey's", async () => {
    const routes = routeTable().filter((route) => !isAdminArea(route));
    for (const route of routes) {
      const expectation = expectations[keyOf(route)];
      if (!expectation || "noStaffPower" in expectation) continue;
      const call = expectation.call();
      const label = keyOf(route);
      const refused = await answer(route.method, call, sessions.password);
      closeSocket(refused);
      expect(refused.status, `${label} as the password-only admin`).toBe(expectation.refused);
      const asPasskey = await answer(route.method, call, sessions.passkey);
      closeSocket(asPasskey);
      if ("grants" in expectation) {
        expect(asPasskey.status, `${label} as the passkey's admin`).toBe(expectation.granted);
        continue;
      }
      expect(asPasskey.status, `${label}: only the owner may, whoever asks`).toBe(expectation.refused);
      if (expectation.error) {
        for (const response of [refused, asPasskey]) {
          expect(await response.json(), label).toMatchObject({ error: expectation.error });
        }
      }
    }
    const record = await callApi("GET", `/api${order()}`, undefined, { cookie: victim.cookie });
    expect(await record.json(), "the shopper's order is as it was").toMatchObject({ status: "processando" });
  });

  it("posts the password-only admin's chat message nowhere, and the passkey admin's as support", async () => {
    const path = `${conversation()}/messages`;
    const refused = await callApi("POST", path, { content: "From the password" }, { cookie: sessions.password });
    expect(refused.status).toBe(404);
    const posted = await callApi("POST", path, { content: "From the passkey" }, { cookie: sessions.passkey });
    expect(await posted.json()).toMatchObject({ sender_is_admin: true });
    const listed = await callApi("GET", path, undefined, { cookie: victim.cookie });
    const contents = (await listed.json<Array<{ content: string }>>()).map((message) => message.content);
    expect(contents).toContain("From the passkey");
    expect(contents).not.toContain("From the password");
  });

  it("sends the password-only admin from every admin page to sign in with a passkey, and lets the passkey's in", async () => {
    const adminRoutes = routeTable().filter(isAdminArea);
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const route of adminRoutes) {
      const path = fillPattern(route.pattern, []) + (route.index ? "?index" : "");
      const label = keyOf(route);
      const call: Call = route.kind === "page" && route.method === "POST" ? { path, form: {} } : { path, body: {} };
      const refused = await answer(route.method, route.method === "GET" ? { path } : call, sessions.password);
      if (route.kind === "page") {
        expect(refused.status, label).toBe(302);
        expect(refused.headers.get("Location"), label).toBe("/settings?section=security&admin=passkey");
      } else {
        expect(refused.status, label).toBe(403);
        expect(await refused.json(), label).toMatchObject({ error: "passkey_required" });
      }
      if (route.method !== "GET") continue;
      const granted = await answer("GET", { path }, sessions.passkey);
      expect(granted.headers.get("Location") ?? "", label).not.toContain("/settings");
      expect([401, 403], label).not.toContain(granted.status);
    }
  });
});

/** A sample of each frame type the chat socket takes; a new frame type fails here until it has one. */
const sampleFrames: Record<string, unknown> = {
  message: { type: "message", content: "Frame from support", clientId: "c1" },
  typing: { type: "typing", typing: true },
  read: { type: "read" },
};

/** What the shopper's socket heard of type `type` within a moment. */
async function heard(client: SocketClient, type: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return client.events.some((event) => event.type === type);
}

describe("the chat socket's frames, checked when each is used", () => {
  const frameTypes = clientFrameSchema.options.map((option) => option.entries.type.literal);

  it("has a sample of every frame type", () => {
    expect(Object.keys(sampleFrames).sort()).toEqual([...frameTypes].sort());
  });

  for (const type of frameTypes) {
    it(`lets the passkey admin's support socket send a ${type} frame, and closes a support socket the rule no longer allows before its ${type} frame does anything`, async () => {
      const shopper = await newPaidOrder(`frames-${type}`);
      const conversationId = await conversationOf(shopper.cookie);
      const listener = await connect(conversationId, shopper.cookie);

      const allowed = await connect(conversationId, sessions.passkey);
      allowed.send(sampleFrames[type]);
      expect(await heard(listener, type), `${type} from the passkey's session`).toBe(true);
      allowed.close();

      // Opened while the rule let the password's session in (development, setting off)…
      const admin = await newAdmin(`frames-admin-${type}`);
      const support = await connect(conversationId, await signIn(admin));
      listener.events.length = 0;
      await withStoreSetting("adminPasskeysOnly", true, async () => {
        // …and used once the store requires passkeys.
        support.send(sampleFrames[type]);
        const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 2_000));
        expect(await Promise.race([support.closed, stillOpen])).toMatchObject({ code: ACCESS_REVOKED });
        expect(await heard(listener, type), `${type} from a socket the rule refuses`).toBe(false);
      });
      const stored = await callApi("GET", `/api/chat/conversations/${conversationId}/messages`, undefined, {
        cookie: shopper.cookie,
      });
      const contents = (await stored.json<Array<{ content: string }>>()).map((message) => message.content);
      expect(contents.filter((content) => content === "Frame from support")).toHaveLength(type === "message" ? 1 : 0);
      listener.close();
    });
  }
});
