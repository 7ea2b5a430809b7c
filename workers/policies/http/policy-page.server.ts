// The policy pages' loader (app/routes/policies.$slug.tsx renders them), in the policies area whose
// texts they show.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { POLICY_SLUGS, type PolicySlug, policyBlocks } from "@shared/policy-text";
import { pageSeo } from "@shared/seo";
import { pageNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { getPolicy } from "@workers/policies/policies";

function asSlug(value: string | undefined): PolicySlug | null {
  return POLICY_SLUGS.find((slug) => slug === value) ?? null;
}

/** Terms of sale, refund and withdrawal, privacy: the admin's text (or the default) in the visitor's language. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = asSlug(params.slug);
  const { language, t } = context;
  if (!slug) throw pageNotFound();
  const policy = await getPolicy(context.db, slug, language);
  const title = t(`policies.titles.${slug}`);
  return {
    slug,
    blocks: policyBlocks(policy.body),
    updatedAt: policy.updatedAt,
    seo: pageSeo(request, { path: `/policies/${slug}`, title, description: title, language }),
    pageTexts: pageTexts(context.language, "policies"),
    timeZone: await viewerTimeZone(request),
  };
}
