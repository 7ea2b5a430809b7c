// A signed-in shopper's D1 bookmark between requests (docs/decisions/020-read-replicas.md): a
// signed, HttpOnly cookie bound to this host, read when a request opens its D1 session and
// written when it ends. Signed, so a bookmark the store did not hand out is never used: a forged
// or mangled cookie reads as no bookmark at all.
import { createCookie } from "@remix-run/cloudflare";

/** A bookmark only has to outlive replica lag (seconds); a day covers a shopper's visit. */
const BOOKMARK_MAX_AGE_SECONDS = 24 * 60 * 60;
/** D1's bookmarks are a few groups of hex digits joined by dashes; anything else is not one. */
const BOOKMARK_SHAPE = /^[0-9A-Za-z-]{1,200}$/;

type BookmarkEnv = Pick<Env, "SESSION_SECRET">;

/** Renamed after a D1 Time Travel restore, so bookmarks of the abandoned timeline are not used. */
const BOOKMARK_COOKIE = "d1-bookmark";

/** Like the sign-in cookie: `__Host-` (Secure, this exact host) over https, plain on local http. */
export function bookmarkCookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? `__Host-${BOOKMARK_COOKIE}` : BOOKMARK_COOKIE;
}

function bookmarkCookie(request: Request, env: BookmarkEnv) {
  return createCookie(bookmarkCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    secrets: [env.SESSION_SECRET],
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
}

/** The bookmark this request carries, or null: none, unsigned, signed with another secret or not a bookmark. */
export async function readBookmark(request: Request, env: BookmarkEnv): Promise<string | null> {
  if (!env.SESSION_SECRET) return null;
  try {
    const value: unknown = await bookmarkCookie(request, env).parse(request.headers.get("Cookie"));
    return typeof value === "string" && BOOKMARK_SHAPE.test(value) ? value : null;
  } catch {
    // Remix's unsigning throws on a signature that is not even well-formed.
    return null;
  }
}

/** The Set-Cookie value that keeps `bookmark` for the shopper's next request. */
export function bookmarkCookieHeader(request: Request, env: BookmarkEnv, bookmark: string): Promise<string> {
  return bookmarkCookie(request, env).serialize(bookmark);
}

/** The Set-Cookie value that drops the bookmark (signed out: anonymous pages come from the edge cache again). */
export function clearedBookmarkCookieHeader(request: Request, env: BookmarkEnv): Promise<string> {
  return bookmarkCookie(request, env).serialize("", { maxAge: 0 });
}
