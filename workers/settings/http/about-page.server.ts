// The About page's loader (app/routes/sobre.tsx renders it): the settings area's, as the page tells
// the store's own facts the admin keeps in its settings, with the claims made of them (store-claims).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageSeo } from "@shared/seo";
import { pageTexts } from "@workers/edge/page-texts.server";
import { storeClaims } from "@workers/trust/store-claims";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  const settings = await context.shownSettings();
  return {
    foundedYear: settings.foundedYear,
    yearsInMarket: settings.yearsInMarket,
    customersCount: settings.customersCount,
    claims: await storeClaims(context.db, settings, { t, language }),
    seo: pageSeo(request, {
      path: "/sobre",
      title: t("about.meta.title"),
      description: t("about.meta.description", { year: settings.foundedYear }),
      language,
    }),
    pageTexts: pageTexts(language, "about"),
  };
}
