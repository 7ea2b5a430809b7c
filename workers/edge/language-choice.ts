// A language chosen in the address (`?lng=pt`, the store's own links and shared links) is kept: the
// answer sets the language cookie, so the next page, a reload and tomorrow's visit stay in it
// (issue 13). It wraps the edge cache, so a cached copy (stored without the cookie) gets it too.
import { createMiddleware } from "hono/factory";
import { languageInAddress, languageInCookie, serializeLanguageCookie } from "./language";
import type { ApiEnv } from "./types";

export const rememberLanguageFromAddress = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.method !== "GET") return;
  const language = languageInAddress(request);
  if (!language || language === (await languageInCookie(request))) return;
  // A copy of the answer: one from the cache has headers that cannot change.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append("Set-Cookie", await serializeLanguageCookie(request, language));
});
