// Search-engine tags every storefront page shares, from what its loader sent (shared/seo.ts): title,
// description, the canonical address and its alternates per language.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { supportedLanguages } from "@shared/i18n/config";
import { canonicalOf, type PageSeo } from "@shared/seo";

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const canonical = canonicalOf(seo);
  const alternates = [
    ...supportedLanguages.map((language) => ({ hrefLang: language, href: `${seo.base}?lng=${language}` })),
    { hrefLang: "x-default", href: seo.base },
  ];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map((alternate) => ({ tagName: "link", rel: "alternate", ...alternate })),
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: seo.language === "pt" ? "pt_BR" : "en_US" },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}
