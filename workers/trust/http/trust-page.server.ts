// The trust page's loader (app/routes/trust.tsx renders it, at /trust and /confianca): the trust
// area's delivery figures, which the schedule computes.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageSeo } from "@shared/seo";
import { trustPagePath } from "@shared/trust/trust-page-path";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { getTrustFigures } from "@workers/trust/trust-figures";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  return {
    figures: await getTrustFigures(context.db),
    timeZone: await viewerTimeZone(request),
    seo: pageSeo(request, {
      path: trustPagePath(language),
      title: t("trust.page.metaTitle"),
      description: t("trust.page.metaDescription"),
      language,
    }),
    pageTexts: pageTexts(language, "trust"),
  };
}
