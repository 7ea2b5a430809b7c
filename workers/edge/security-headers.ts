// The headers every answer of the store carries, set here and nowhere else (issue 29): a Content
// Security Policy with a fresh nonce per request (the pages' inline scripts carry it, see
// app/entry.server.tsx and app/root.tsx), no framing, no sniffing, a referrer cut to the origin
// across sites, the browser features the store never uses turned off, HSTS where the store is only
// served over https, and `private, no-store` on every answer that read the sign-in session.
// docs/decisions/029-hardening.md says why each is what it is.
import { createMiddleware } from "hono/factory";
import { watchSessionReads } from "../accounts/session-reads";
import { EDGE_CACHE_STATUS } from "./edge-cache";
import type { ApiEnv } from "./types";

/** Where browsers send what the policy blocked (workers/edge/csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/** The payment provider's origins (Stripe's embedded Checkout and its hosted page). */
const PAYMENT_PROVIDER = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"],
  connect: ["https://api.stripe.com", "https://checkout.stripe.com"],
  // A form posted to the store may be answered with a redirect to the hosted page (no script).
  formAction: ["https://checkout.stripe.com"],
};

/** The pages that show the payment step (checkout, and an order still waiting for payment). */
const paymentPages = [/^\/checkout\/?$/, /^\/orders\/[^/]+\/?$/];

export function isPaymentPage(pathname: string): boolean {
  return paymentPages.some((page) => page.test(pathname));
}

/** The policy of a page: scripts only from the store itself or carrying this request's nonce. */
export function pagePolicy(nonce: string, pathname: string): string {
  const payment = isPaymentPage(pathname);
  const extra = (origins: string[]) => (payment ? ` ${origins.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra(PAYMENT_PROVIDER.script)}`,
    // React writes style attributes (a lazy part's `display: contents`); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Uploads are previewed from the admin's own file (blob:), the Pix QR code may be a data: URL.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${extra(PAYMENT_PROVIDER.connect)}`,
    `frame-src ${payment ? PAYMENT_PROVIDER.frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra(PAYMENT_PROVIDER.formAction)}`,
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

/** Anything that is not a page (JSON, images, text) loads nothing and is shown in no frame. */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Camera, microphone, location, payment request and the rest: the store uses none of them. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** Two years, as browsers' preload lists ask; only where the store answers over https alone. */
const HSTS = "max-age=63072000; includeSubDomains";

export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** 128 random bits, base64: the nonce of one answer. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Deployments answer over https only; development runs on plain http, where HSTS would stick to localhost. */
function servedOverHttpsOnly(env: { ENVIRONMENT?: string }): boolean {
  return env.ENVIRONMENT === "staging" || env.ENVIRONMENT === "production";
}

/** A copy of a stored page whose nonces become this answer's (the edge cache keeps pages rendered for others). */
function withNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

export const securityHeaders = createMiddleware<ApiEnv>(async (c, next) => {
  const nonce = newNonce();
  c.set("cspNonce", nonce);
  const { sessionRead } = await watchSessionReads(next);
  // A websocket's answer (101) has no document and cannot be copied.
  if (c.res.status === 101) return;
  const isPage = (c.res.headers.get("content-type") ?? "").startsWith("text/html");
  const cached = c.res.headers.get(EDGE_CACHE_STATUS);
  // Headers of a response from the cache or a fetch are immutable: answer with a copy.
  c.res =
    isPage && (cached === "HIT" || cached === "STALE") ? withNonce(c.res, nonce) : new Response(c.res.body, c.res);
  const headers = c.res.headers;
  const pathname = new URL(c.req.url).pathname;
  headers.set("Content-Security-Policy", isPage ? pagePolicy(nonce, pathname) : NOT_A_PAGE_POLICY);
  headers.set("X-Frame-Options", "DENY");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (servedOverHttpsOnly(c.env)) headers.set("Strict-Transport-Security", HSTS);
  // What one signed-in person sees is theirs (and a cookie set is one visitor's): no cache between
  // them and the store may keep it.
  if (sessionRead || headers.has("set-cookie")) headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
});
