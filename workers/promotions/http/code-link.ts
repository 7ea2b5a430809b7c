// A shared link's discount code (issue 34): `/?code=XYZ`, `/game/12?code=XYZ`, any storefront page.
// The code is kept for the visit and applied in the cart, in this one place before Remix (no route
// reads `?code=`): a signed-in shopper's goes into their cart (promotions/cart-code.ts); a visitor's
// into a cookie for the visit, which moves into the cart on the first page request once they are
// signed in. The page is then loaded again without `?code=` (this store's address only), so a reload,
// a bookmark or a shared copy of the address does not carry it. The code is not checked here: a link
// never fails because of it; the cart says why a code does not apply.
import { createMiddleware } from "hono/factory";
import { sessionUserOf } from "../../edge/session";
import { hostCookie } from "../../edge/sign-in-cookies";
import type { ApiEnv } from "../../edge/types";
import { keepLinkedCode, linkedCode } from "../cart-code";

const visitCode = (request: Request) => hostCookie(request, "promo-code", {});

/** Remix's data requests (client navigations, revalidations) are answered with data, never redirected. */
const isDataRequest = (url: URL) => url.pathname.endsWith(".data");

export const keepCodeFromLink = createMiddleware<ApiEnv>(async (c, next) => {
  const request = c.req.raw;
  if (request.method !== "GET") return next();
  const url = new URL(request.url);
  const linked = isDataRequest(url) ? null : url.searchParams.get("code");
  const cookie = visitCode(request);
  const kept: unknown = linked === null ? await cookie.parse(request.headers.get("Cookie")) : null;
  if (linked === null && (typeof kept !== "string" || kept === "")) return next();

  const user = await sessionUserOf(c);
  if (linked !== null) {
    url.searchParams.delete("code");
    // The whole address, not its path: a path such as `//elsewhere.example` must not leave the store.
    const headers = new Headers({ Location: url.toString(), "Cache-Control": "no-store" });
    if (user) await keepLinkedCode(c.var.db, user.id, linked);
    else headers.append("Set-Cookie", await cookie.serialize(linkedCode(linked)));
    return new Response(null, { status: 302, headers });
  }
  if (!user) return next();
  await keepLinkedCode(c.var.db, user.id, kept as string);
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
});
