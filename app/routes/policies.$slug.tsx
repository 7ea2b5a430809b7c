import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { POLICY_SLUGS, type PolicySlug, policyBlocks } from "@shared/policy-text";
import { pageSeo } from "@shared/seo";
import { pageNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { getPolicy } from "@workers/policies/policies";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useFormatDate } from "~/lib/order-view";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

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

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export const shouldRevalidate = unlessConnectionLost();

export default function PolicyPage() {
  const { slug, blocks, updatedAt } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <article className="page info-page policy-page" aria-labelledby="policy-title">
      <h1 id="policy-title">{t(`policies.titles.${slug}`)}</h1>
      {updatedAt ? (
        <p className="policy-page__updated">{t("policies.updated", { date: formatDate(updatedAt) })}</p>
      ) : null}
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") return <h2 key={key}>{block.text}</h2>;
        if (block.kind === "list") {
          return (
            <ul key={key}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static text; items may repeat.
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </article>
  );
}
