// Every request runs its D1 work in one D1 session, so reads may come from the read replica
// nearest the Worker while each shopper still reads their own writes
// (docs/decisions/020-read-replicas.md). Where a request's session starts:
// - first-primary on the paths below: their answer must show a write someone else has just made
//   (a payment event, an admin), or they decide on money or credentials;
// - the bookmark of the shopper's last request (a signed cookie, ./d1-bookmark.ts), so a signed-in
//   shopper never reads older data than they already wrote or saw;
// - first-unconstrained otherwise: anonymous and catalogue reads take the nearest copy.
// While the shopper is signed in, the session's last bookmark goes back into the cookie.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { sessionCookieName } from "../accounts/sessions";
import { createDatabase } from "../db/client";
import { requestD1 } from "./bench";
import { bookmarkCookieHeader, bookmarkCookieName, clearedBookmarkCookieHeader, readBookmark } from "./d1-bookmark";
import type { ApiEnv } from "./types";

/**
 * Paths whose session starts on the primary, with the reason. `.data` is the same page's Remix
 * data request; every method counts (a page's loader and its action alike).
 */
const primaryFirstPaths: ReadonlyArray<{ path: RegExp; why: string }> = [
  { path: /^\/webhooks\//, why: "a payment event fulfils the order the shopper's checkout has just written" },
  { path: /^\/api\/sandbox\//, why: "the payment sandbox's Pay stands in for the provider's event" },
  { path: /^\/admin(?:[/.]|$)/, why: "admins act on the current orders, users and catalogue" },
  { path: /^\/(?:api\/)?orders(?:[/.]|$)/, why: "an order's status is written by payment events and admins" },
  {
    path: /^\/(?:checkout(?:-success|-cancel)?(?:\.data)?|api\/checkout(?:\/sessions\/[^/]+)?|api\/stripe\/.*)$/,
    why: "checkout prices the order and waits for the payment event",
  },
  {
    path: /^\/(?:login|register|logout|forgot-password|reset-password|verify-email|staff-invitation)(?:\.data)?$|^\/api\/auth\//,
    why: "passwords, one-time tokens and the sign-in throttle must be current",
  },
];

export function startsOnPrimary(pathname: string): boolean {
  return primaryFirstPaths.some(({ path }) => path.test(pathname));
}

/** Where the request's session starts (a constraint or a bookmark), and how the X-D1-Session header names it. */
function sessionStart(pathname: string, carried: string | null): { from: string; label: string } {
  if (startsOnPrimary(pathname)) return { from: "first-primary", label: "first-primary" };
  if (carried) return { from: carried, label: `bookmark ${carried}` };
  return { from: "first-unconstrained", label: "first-unconstrained" };
}

/** Outside production every answer names how its D1 session started (tests and staging read it). */
export const D1_SESSION_HEADER = "X-D1-Session";

/** Opens the request's session, hands it to everything downstream as `c.var.db`, then keeps its bookmark. */
export const d1Session = createMiddleware<ApiEnv>(async (c, next) => {
  const request = c.req.raw;
  const carried = await readBookmark(request, c.env);
  const start = sessionStart(new URL(request.url).pathname, carried);
  const session = c.env.DB.withSession(start.from);
  c.set("db", createDatabase(requestD1(c.env, session)));
  await next();
  // A websocket upgrade (101) keeps the headers it was made with.
  if (c.res.status === 101) return;
  const headers = new Headers();
  if (c.env.ENVIRONMENT !== "production") {
    headers.set(D1_SESSION_HEADER, start.label);
  }
  const signIn = signInAfter(c);
  const bookmark = session.getBookmark();
  if (signIn === "signed-in" && bookmark && bookmark !== carried) {
    headers.append("Set-Cookie", await bookmarkCookieHeader(request, c.env, bookmark));
  } else if (signIn === "signed-out" && sendsCookie(request, bookmarkCookieName(request))) {
    headers.append("Set-Cookie", await clearedBookmarkCookieHeader(request, c.env));
  }
  addHeaders(c, headers);
});

/**
 * Whether the shopper is signed in once this answer is applied: the answer starts or ends the
 * sign-in cookie, or else the request sent one. (Whether that session is still valid does not
 * matter here: a bookmark only ever makes reads fresher.)
 */
function signInAfter(c: Context<ApiEnv>): "signed-in" | "signed-out" {
  const name = sessionCookieName(c.req.raw);
  const set = c.res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (set !== undefined) return set.startsWith(`${name}=;`) || set === `${name}=` ? "signed-out" : "signed-in";
  return sendsCookie(c.req.raw, name) ? "signed-in" : "signed-out";
}

function sendsCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((pair) => pair.split("=", 1)[0]?.trim() === name);
}

function addHeaders(c: Context<ApiEnv>, headers: Headers): void {
  if ([...headers.keys()].length === 0) return;
  try {
    for (const [name, value] of headers) c.res.headers.append(name, value);
  } catch {
    // Headers of a response from the cache or a fetch are immutable: answer with a copy.
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of headers) copy.headers.append(name, value);
    c.res = copy;
  }
}
