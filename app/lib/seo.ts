// Search-engine tags every storefront page shares: title, description, the canonical address and
// its alternates per language. The language of a page comes from ?lng= first (remix-i18next reads
// it), so each language version has an address of its own for hreflang.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { isLanguage, type Language, supportedLanguages } from "@shared/i18n/config";

export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  image?: string;
}

/**
 * Tags for the page at `path` (no query: filters and searches are views of the same page).
 * The canonical address keeps ?lng= when the request chose its language that way.
 */
export function pageSeo(
  request: Request,
  page: { path: string; title: string; description: string; language: Language; image?: string },
): PageSeo {
  const url = new URL(request.url);
  const base = `${url.origin}${page.path}`;
  const requested = url.searchParams.get("lng");
  const withLanguage = (language: Language) => `${base}?lng=${language}`;
  return {
    title: page.title,
    description: page.description,
    language: page.language,
    canonical: isLanguage(requested) ? withLanguage(requested) : base,
    alternates: [
      ...supportedLanguages.map((language) => ({ hrefLang: language, href: withLanguage(language) })),
      { hrefLang: "x-default", href: base },
    ],
    image: page.image ? new URL(page.image, url.origin).href : undefined,
  };
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate })),
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: seo.language === "pt" ? "pt_BR" : "en_US" },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}
