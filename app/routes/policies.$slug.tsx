import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/policies/http/policy-page.server";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useFormatDate } from "~/lib/order-view";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export { loader } from "@workers/policies/http/policy-page.server";

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
