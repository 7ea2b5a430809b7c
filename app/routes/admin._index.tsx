import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { auditActionText } from "@shared/vocabulary/audit-actions";
import { waitingText } from "@shared/vocabulary/waiting-time";
import type { loader } from "@workers/admin/http/dashboard-page.server";
import { DashboardCharts } from "~/components/admin/dashboard-charts";
import { TroubleCard } from "~/components/admin/trouble-card";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, formatMoneyByCurrency, usePageLanguage } from "~/lib/money";
import chartStylesHref from "~/styles/admin-charts.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chartStylesHref }];

export { loader } from "@workers/admin/http/dashboard-page.server";

export default function AdminDashboard() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);
  return (
    <>
      <h1>{t("admin.dashboard.title")}</h1>
      <section className="admin-card" aria-labelledby="revenue-title">
        <h2 id="revenue-title">{t("admin.dashboard.revenue")}</h2>
        <p className="admin-card__note">{t("admin.dashboard.revenueNote")}</p>
        <dl className="admin-grid admin-grid--4">
          {(["today", "days7", "days30"] as const).map((period) => (
            <div key={period}>
              <dt>{t(`admin.dashboard.${period}`)}</dt>
              <dd className="admin-figure">{formatMoneyByCurrency(data.revenue[period], language)}</dd>
            </div>
          ))}
          <div>
            <dt>{t("admin.dashboard.unreadChats")}</dt>
            <dd className="admin-figure">
              <Link to="/admin/messages">{data.unreadChats}</Link>
            </dd>
          </div>
        </dl>
      </section>
      <TroubleCard trouble={data.trouble} />
      <section className="admin-card" aria-labelledby="risk-holds-title" data-testid="risk-hold-counts">
        <h2 id="risk-holds-title">{t("riskHolds.dashboard.title")}</h2>
        <dl className="admin-grid admin-grid--4">
          {(["held", "approved", "refused", "expired", "waiting"] as const).map((figure) => (
            <div key={figure}>
              <dt>{t(`riskHolds.dashboard.${figure}`)}</dt>
              <dd className="admin-figure">{data.riskHolds[figure]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="admin-grid admin-grid--2">
        <section className="admin-card" aria-labelledby="waiting-title">
          <h2 id="waiting-title">{t("admin.dashboard.waiting")}</h2>
          {data.waiting.length === 0 ? <p>{t("admin.dashboard.waitingNone")}</p> : null}
          <ul>
            {data.waiting.map((order) => (
              <li key={order.id}>
                <Link to={`/admin/orders/${order.id}`}>{t("admin.orders.order", { id: order.id })}</Link> ·{" "}
                {order.customer} · {money(order.netCents, order.currency)} · {waitingText(t, order.waitedMinutes)}
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="top-title">
          <h2 id="top-title">{t("admin.dashboard.topGames")}</h2>
          {data.topGames.length === 0 ? <p>{t("admin.dashboard.topGamesNone")}</p> : null}
          {data.topGames.map((ranking) => (
            <div key={ranking.currency}>
              <h3 id={`top-${ranking.currency}`}>{t("admin.dashboard.topGamesIn", { currency: ranking.currency })}</h3>
              <ol aria-labelledby={`top-${ranking.currency}`}>
                {ranking.games.map((row) => (
                  <li key={row.game}>
                    {row.game}: {money(row.cents, ranking.currency)}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
        <section className="admin-card" aria-labelledby="actions-title">
          <h2 id="actions-title">{t("admin.dashboard.recentActions")}</h2>
          {data.recent.length === 0 ? <p>{t("admin.dashboard.noActions")}</p> : null}
          <ul>
            {data.recent.map((entry) => (
              <li key={entry.id}>
                <LocalTime iso={entry.createdAt} /> · {entry.actorName ?? "—"} · {auditActionText(t, entry)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <DashboardCharts charts={data.charts} t={t} language={language} />
    </>
  );
}
