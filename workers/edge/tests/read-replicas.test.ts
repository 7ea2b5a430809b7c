// Issue 20: every request, Durable Object event and cron run does its D1 work in one D1 session.
// Local D1 has no replicas, so these tests read what each request says about its session (the
// X-D1-Session header, on outside production) and the bookmark cookie the shopper carries.
import {
  createExecutionContext,
  createScheduledController,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, buyableItem, type LineChoice, paidOrder } from "../../../tests/workers/support/admin";
import { sessionRecordingD1 } from "../../../tests/workers/support/session-recording-d1";
import { callApi, createVerifiedAccount, fetchWorker, origin } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { ChatRoom } from "../../chat/chat-room";
import { orders } from "../../db/schema";
import worker from "../../index";
import { readBookmark } from "../d1-bookmark";
import { D1_SESSION_HEADER } from "../d1-session";

const BOOKMARK_COOKIE = "d1-bookmark";

const sessionOf = (response: Response) => response.headers.get(D1_SESSION_HEADER);

/** The `name=value` of the response's cookie `name`, or null when it sets none. */
function setCookie(response: Response, name: string): string | null {
  const found = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(";")[0] ?? null;
}

/** The bookmark a response hands the shopper, read back the way the Worker reads it. */
async function bookmarkSetBy(response: Response): Promise<string> {
  const pair = setCookie(response, BOOKMARK_COOKIE);
  if (!pair) throw new Error(`no bookmark cookie on ${response.status}`);
  const bookmark = await readBookmark(new Request(origin, { headers: { Cookie: pair } }), env);
  if (!bookmark) throw new Error(`unreadable bookmark cookie ${pair}`);
  return bookmark;
}

/** A shopper signed in through the API: the session cookie and the bookmark cookie the sign-in left. */
async function signedInShopper() {
  const account = await createVerifiedAccount("replicas");
  const login = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  const session = setCookie(login, "session");
  const bookmark = setCookie(login, BOOKMARK_COOKIE);
  if (!session || !bookmark) throw new Error("sign-in left no session or no bookmark");
  return { session, bookmark, loginBookmark: await bookmarkSetBy(login), loginSession: sessionOf(login) };
}

let item: { gameId: number; id: number };
let choice: LineChoice;

beforeAll(async () => {
  ({ item, choice } = await buyableItem());
});

const addLine = (cookie: string) =>
  callApi(
    "POST",
    "/api/cart",
    {
      game_id: item.gameId,
      item_id: item.id,
      tag: "Replica#1",
      quantidade: 1,
      server: choice.server,
      plataforma_selecionada: choice.platform,
    },
    { cookie },
  );

describe("a signed-in shopper reads their own writes", () => {
  it("continues each request from the bookmark the previous one left, so a write is seen at once", async () => {
    const shopper = await signedInShopper();
    // Signing in checks the password on the primary and hands its bookmark on.
    expect(shopper.loginSession).toBe("first-primary");

    const added = await addLine(`${shopper.session}; ${shopper.bookmark}`);
    expect(added.status).toBe(201);
    expect(sessionOf(added)).toBe(`bookmark ${shopper.loginBookmark}`);
    const afterWrite = await bookmarkSetBy(added);
    // D1's bookmarks sort oldest to newest: the write's bookmark is past the sign-in's.
    expect(afterWrite > shopper.loginBookmark).toBe(true);

    const cartPage = await fetchWorker(
      "/cart",
      {},
      { cookie: `${shopper.session}; ${setCookie(added, BOOKMARK_COOKIE)}` },
    );
    expect(cartPage.status).toBe(200);
    expect(sessionOf(cartPage)).toBe(`bookmark ${afterWrite}`);
    expect(await cartPage.text()).toContain("Replica#1");
  });

  it("starts a request without a bookmark anywhere, answers normally and hands a bookmark on", async () => {
    const shopper = await signedInShopper();
    const cart = await callApi("GET", "/api/cart", undefined, { cookie: shopper.session });
    expect(cart.status).toBe(200);
    expect(sessionOf(cart)).toBe("first-unconstrained");
    expect(await bookmarkSetBy(cart)).toBeTruthy();
  });

  it.each([
    ["garbage", "garbage"],
    ["a bookmark that was never signed", "00000000-00000001-00000000-00000000000000000000000000000000"],
    ["a broken signature", "ImZpcnN0LXByaW1hcnki.bm90LWEtc2lnbmF0dXJl"],
    ["an empty value", ""],
  ])("ignores %s in the bookmark cookie and answers normally", async (_, value) => {
    const shopper = await signedInShopper();
    const cookie = `${shopper.session}; ${BOOKMARK_COOKIE}=${value}`;
    const api = await callApi("GET", "/api/cart", undefined, { cookie });
    expect(api.status).toBe(200);
    expect(sessionOf(api)).toBe("first-unconstrained");
    const page = await fetchWorker("/cart", {}, { cookie });
    expect(page.status).toBe(200);
    expect(sessionOf(page)).toBe("first-unconstrained");
    // The answer replaces the unreadable cookie with a real bookmark.
    expect(await bookmarkSetBy(page)).toMatch(/^[0-9a-f-]+$/);
  });

  it("drops the bookmark when the shopper signs out", async () => {
    const shopper = await signedInShopper();
    const logout = await callApi("POST", "/api/auth/logout", undefined, {
      cookie: `${shopper.session}; ${shopper.bookmark}`,
    });
    expect(logout.status).toBeLessThan(300);
    expect(setCookie(logout, BOOKMARK_COOKIE)).toBe(`${BOOKMARK_COOKIE}=`);
  });
});

describe("visitors read the nearest copy and carry nothing", () => {
  it("serves an anonymous catalogue page from an unconstrained session without setting a cookie", async () => {
    const page = await fetchWorker("/games");
    expect(page.status).toBe(200);
    expect(sessionOf(page)).toBe("first-unconstrained");
    expect(page.headers.getSetCookie().filter((cookie) => !cookie.startsWith("lng="))).toEqual([]);
  });
});

describe("what others must see at once reads the primary", () => {
  it("starts payment events, the sandbox's Pay, the order pages and the admin area on the primary, bookmark or not", async () => {
    const shopper = await signedInShopper();
    const cookie = `${shopper.session}; ${shopper.bookmark}`;
    const orderId = await paidOrder(cookie, item, choice);

    const event = await fetchWorker("/webhooks/stripe", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged" },
    });
    expect(event.status).toBe(400);
    expect(sessionOf(event)).toBe("first-primary");

    const pay = await callApi("POST", "/api/sandbox/sessions/unknown/pay", {}, { cookie });
    expect(sessionOf(pay)).toBe("first-primary");

    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const pages = [
      `/orders/${orderId}`,
      "/orders",
      `/api/orders/${orderId}`,
      `/checkout-success?session_id=${encodeURIComponent(order?.providerSessionId ?? "")}`,
    ];
    for (const path of pages) {
      const response = await fetchWorker(path, {}, { cookie });
      expect(response.status, path).toBe(200);
      expect(sessionOf(response), path).toBe("first-primary");
    }
    // The write of a primary-first request travels on like any other.
    const orderPage = await fetchWorker(`/orders/${orderId}`, {}, { cookie });
    expect(await bookmarkSetBy(orderPage)).toBeTruthy();

    const admin = await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: await adminCookie() });
    expect(admin.status).toBe(200);
    expect(sessionOf(admin)).toBe("first-primary");
  });

  it("runs the cron's housekeeping in one session that starts on the primary", async () => {
    const recorder = sessionRecordingD1(env.DB);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), { ...env, DB: recorder.d1 }, ctx);
    await waitOnExecutionContext(ctx);
    expect(recorder.starts).toEqual(["first-primary"]);
    expect(recorder.outsideSessions).toBe(0);
  });

  it("runs the chat room's D1 work (authority checks, the inbox index) in sessions that start on the primary", async () => {
    const recorder = sessionRecordingD1(env.DB);
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName("replicas-test"));
    await runInDurableObject(stub, async (_instance, state) => {
      const room = new ChatRoom(state, { ...env, DB: recorder.d1 });
      const identity = {
        conversationId: 0,
        userId: 1,
        name: "Ana",
        asSupport: false,
        sessionVersion: 1,
        signedInWith: "password" as const,
        passkeyId: null,
      };
      await room.postMessage(identity, "hello");
    });
    expect(recorder.starts.length).toBeGreaterThan(0);
    expect(new Set(recorder.starts)).toEqual(new Set(["first-primary"]));
    expect(recorder.outsideSessions).toBe(0);
  });
});
