import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { intlLocale, type Language } from "@shared/i18n/config";
import type { Translate } from "@shared/i18n/translator";
import { numberFormat } from "@shared/intl-formats";
import { measuredDurationText, percentOf } from "@shared/trust/measured-text";
import type { loader } from "@workers/trust/http/trust-page.server";
import type { RefundFigures, TrustWindow } from "@workers/trust/trust-figures";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { formatMoneyByCurrency, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

// The public trust page (issue 33), /trust and /confianca (app/routes/confianca.tsx): the store's
// delivery figures for the last 30 and 365 days, and refunds and disputes answered over 90 days,
// computed by the schedule (one read of three rows).

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export { loader } from "@workers/trust/http/trust-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export const shouldRevalidate = unlessConnectionLost();

type Row = { key: string; label: string; value: string; how: string };

const rowOf =
  (t: Translate) =>
  (key: string, value: string): Row => ({
    key,
    label: t(`trust.page.${key}.label`),
    value,
    how: t(`trust.page.${key}.how`),
  });

/** Minutes as the page says them; under a minute in words (refunds often take seconds). */
function shortDurationText(t: Translate, minutes: number) {
  return minutes < 1 ? t("trust.page.withdrawal.underAMinute") : measuredDurationText(t, minutes);
}

function rowsOf(t: Translate, figures: TrustWindow, language: Language): Row[] {
  const none = t("trust.page.none");
  const duration = (minutes: number) => measuredDurationText(t, minutes);
  const { compensation, withdrawalRefund, disputes } = figures;
  const row = rowOf(t);
  return [
    row("delivered", String(figures.delivered)),
    row(
      "onTime",
      figures.onTimeShare === null ? none : t("trust.page.onTime.value", { percent: percentOf(figures.onTimeShare) }),
    ),
    row(
      "median",
      figures.medianMinutes === null || figures.p90Minutes === null
        ? none
        : t("trust.page.median.value", { median: duration(figures.medianMinutes), p90: duration(figures.p90Minutes) }),
    ),
    row(
      "compensation",
      compensation.count === 0
        ? "0"
        : t("trust.page.compensation.value", {
            count: compensation.count,
            amounts: formatMoneyByCurrency(compensation.amounts, language),
          }),
    ),
    row(
      "withdrawal",
      withdrawalRefund.medianMinutes === null
        ? none
        : t("trust.page.withdrawal.value", {
            count: withdrawalRefund.count,
            time: shortDurationText(t, withdrawalRefund.medianMinutes),
          }),
    ),
    row("disputes", t("trust.page.disputes.value", disputes)),
    row(
      "reviews",
      figures.reviews.average === null
        ? none
        : t("trust.page.reviews.value", {
            average: numberFormat(intlLocale[language], { maximumFractionDigits: 1 }).format(figures.reviews.average),
            count: figures.reviews.count,
          }),
    ),
  ];
}

/** Issue 51: how fast refunds land and how many disputes were answered, over 90 days. */
function refundRowsOf(t: Translate, { refunds, disputes }: RefundFigures): Row[] {
  const none = t("trust.page.none");
  const row = rowOf(t);
  return [
    row(
      "refunds.time",
      refunds.medianMinutes === null || refunds.p90Minutes === null
        ? none
        : t("trust.page.refunds.time.value", {
            count: refunds.count,
            median: shortDurationText(t, refunds.medianMinutes),
            p90: shortDurationText(t, refunds.p90Minutes),
          }),
    ),
    row(
      "refunds.answered",
      disputes.answeredShare === null
        ? none
        : t("trust.page.refunds.answered.value", {
            answered: disputes.answered,
            opened: disputes.opened,
            percent: percentOf(disputes.answeredShare),
          }),
    ),
  ];
}

function FiguresSection({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="info-section" data-testid={id}>
      <h2 id={id}>{title}</h2>
      <div className="table-scroll">
        <table className="trust-table">
          <thead>
            <tr>
              <th scope="col">{t("trust.page.figure")}</th>
              <th scope="col">{t("trust.page.value")}</th>
              <th scope="col">{t("trust.page.howComputed")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid={`trust-${row.key}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
                <td data-label={t("trust.page.howComputed")}>{row.how}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function TrustPage() {
  const { figures } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  return (
    <div className="page info-page trust-page">
      <header className="info-page__intro">
        <h1>{t("trust.page.title")}</h1>
        <p>{t("trust.page.intro")}</p>
      </header>
      {figures.windows.map((window) => (
        <FiguresSection
          key={window.days}
          id={`trust-window-${window.days}`}
          title={t("trust.page.windowTitle", { count: window.days })}
          rows={rowsOf(t, window, language)}
        />
      ))}
      <FiguresSection
        id="trust-refunds"
        title={t("trust.page.refunds.windowTitle", { count: figures.refunds.days })}
        rows={refundRowsOf(t, figures.refunds)}
      />
      <p className="trust-page__updated">{t("trust.page.updated", { time: formatDate(figures.computedAt) })}</p>
    </div>
  );
}
