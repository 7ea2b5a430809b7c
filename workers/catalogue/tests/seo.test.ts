import { beforeAll, describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../../shared/json-ld";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { db, seedDemo } from "../../../tests/workers/support/worker";
import { games } from "../../db/schema";

describe("search engines", () => {
  beforeAll(async () => {
    await seedDemo();
  });

  it("lists every page and every active game in sitemap.xml, with its address per language", async () => {
    const response = await fetchWorker("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const gameIds = (await db.select({ id: games.id }).from(games)).map((game) => game.id);
    for (const path of ["/", "/games", "/sobre", "/contato", ...gameIds.map((id) => `/game/${id}`)]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(4 + gameIds.length);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="${origin}/games?lng=pt"/>`);
  });

  it("lets crawlers read the storefront but not the API, and points them to the sitemap", async () => {
    const text = await (await fetchWorker("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("titles and describes each page in the reader's language, with canonical and hreflang links", async () => {
    const pages = [
      { path: "/", en: "Gamer Store: coins, items and boosting", pt: "Gamer Store: moedas, itens e boosting" },
      { path: "/games", en: "All games | Gamer Store", pt: "Todos os jogos | Gamer Store" },
      { path: "/sobre", en: "About us | Gamer Store", pt: "Sobre nós | Gamer Store" },
      { path: "/contato", en: "Contact | Gamer Store", pt: "Contato | Gamer Store" },
    ];
    for (const page of pages) {
      const english = await (await fetchWorker(page.path)).text();
      expect(english).toMatch(new RegExp(`<title>${page.en.replace(/[|]/g, "\\|")}`));
      expect(english).toContain(`<link rel="canonical" href="${origin}${page.path}"/>`);
      expect(english).toContain(`hrefLang="pt" href="${origin}${page.path}?lng=pt"`);
      expect(english).toMatch(/<meta name="description" content="[^"]{20,}"/);
      const portuguese = await (await fetchWorker(`${page.path}?lng=pt`)).text();
      expect(portuguese).toMatch(new RegExp(`<title>${page.pt.replace(/[|]/g, "\\|")}`));
      expect(portuguese).toContain(`<link rel="canonical" href="${origin}${page.path}?lng=pt"/>`);
    }
  });

  it("writes structured data that cannot close its script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });
});
