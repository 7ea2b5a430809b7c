// /sitemap.xml (app/routes/sitemap[.]xml.ts): the catalogue's, as most of what it lists are the
// catalogue's games, beside the storefront's fixed pages.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { supportedLanguages } from "@shared/i18n/config";
import { listGamesForSitemap } from "@workers/catalogue/game-list";

const staticPaths = ["/", "/games", "/sobre", "/contato"];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every public page, each with its address per language (hreflang) and, for games, when it last changed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const games = await listGamesForSitemap(context.db);
  const pages = [
    ...staticPaths.map((path) => ({ path, lastmod: undefined })),
    ...games.map((game) => ({ path: `/game/${game.id}`, lastmod: game.updatedAt.slice(0, 10) })),
  ];
  const entry = ({ path, lastmod }: { path: string; lastmod?: string }) => {
    const loc = escapeXml(`${origin}${path}`);
    const alternates = supportedLanguages
      .map((lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${loc}?lng=${lng}"/>`)
      .join("");
    return `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/></url>`;
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages.map(entry).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
