// /robots.txt (app/routes/robots[.]txt.ts): the edge's, since it speaks for every area's addresses
// (the API, the webhooks, the signed-in pages), not for one area.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Crawlers may read the storefront, not the API or the signed-in areas; the sitemap lists the rest. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /webhooks/",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /settings",
    "Disallow: /orders",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
