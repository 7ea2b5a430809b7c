// What a storefront page's loader sends for its search-engine tags (app/lib/seo.ts turns it into the
// tags): title, description, the canonical address and its alternates per language. The language of a
// page comes from ?lng= first (workers/edge/language.ts reads it), so each language version has an
// address of its own for hreflang.
import { isLanguage, type Language } from "@shared/i18n/config";

/**
 * What the loader sends for the tags: the addresses are derived in seoMeta() rather than sent
 * three times over in every page's data.
 */
export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  /** The page's address without a query: filters and searches are views of the same page. */
  base: string;
  /** Whether the request chose its language with ?lng=, which the canonical address then keeps. */
  languageInAddress: boolean;
  image?: string;
}

/** The page's canonical address: it keeps ?lng= when the request chose its language that way. */
export function canonicalOf(seo: PageSeo): string {
  return seo.languageInAddress ? `${seo.base}?lng=${seo.language}` : seo.base;
}

/** Tags for the page at `path`. */
export function pageSeo(
  request: Request,
  page: { path: string; title: string; description: string; language: Language; image?: string },
): PageSeo {
  const url = new URL(request.url);
  return {
    title: page.title,
    description: page.description,
    language: page.language,
    base: `${url.origin}${page.path}`,
    languageInAddress: isLanguage(url.searchParams.get("lng")),
    image: page.image ? new URL(page.image, url.origin).href : undefined,
  };
}
