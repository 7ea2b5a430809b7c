import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/settings/http/about-page.server";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export { loader } from "@workers/settings/http/about-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const values = ["security", "quality", "community"] as const;

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

/** Spec section 2, /sobre. The old site's one-second loader is gone: the content is rendered at once. */
export default function About() {
  const { foundedYear, yearsInMarket, customersCount, claims } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The support hours are the settings'; the share on time is measured, and shown once there is one.
  const stats = [
    { value: yearsInMarket, label: t("about.stats.years") },
    { value: customersCount, label: t("about.stats.customers") },
    { value: claims.supportHours, label: t("about.stats.support") },
    ...(claims.onTimePercent === null
      ? []
      : [
          {
            value: t("about.onTimeValue", { percent: claims.onTimePercent }),
            label: t("about.stats.onTime", { count: claims.days }),
          },
        ]),
  ];
  return (
    <div className="page info-page">
      <header className="info-page__intro">
        <h1>{t("about.title")}</h1>
        <p>{t("about.intro")}</p>
      </header>

      <section aria-labelledby="history-title" className="info-section">
        <h2 id="history-title">{t("about.historyTitle")}</h2>
        <ol className="timeline">
          <li>
            <span className="timeline__year">{foundedYear}</span>
            <h3>{t("about.foundationTitle")}</h3>
            <p>{t("about.foundationText")}</p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="values-title" className="info-section">
        <h2 id="values-title">{t("about.valuesTitle")}</h2>
        <ul className="card-grid">
          {values.map((value) => (
            <li key={value} className="card surface">
              <h3>{t(`about.values.${value}.title`)}</h3>
              <p>{t(`about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats-title" className="info-section">
        <h2 id="stats-title">{t("about.statsTitle")}</h2>
        <dl className="stats">
          {stats.map((stat) => (
            <div key={stat.label} className="stats__item surface">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="info-cta surface">
        <p>{t("about.ctaText")}</p>
        <Link to="/games" className="button">
          {t("about.cta")}
        </Link>
      </section>
    </div>
  );
}
