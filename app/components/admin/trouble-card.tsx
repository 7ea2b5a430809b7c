// The last day's trouble on the admin dashboard: 5xx answers (with the reference a shopper was
// shown), payment events the store refused or held, and the emails and refunds still waiting for a
// provider (with a link to retry them), so an owner without a log tool sees them; and the servers
// running out of an offer's stock (issue 50), each a link to its stock.
import { Link } from "@remix-run/react";
import { paymentEventTypeText } from "@shared/vocabulary/payment-event-types";
import type { TroubleOfLastDay } from "@workers/monitoring/trouble";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";

export function TroubleCard({ trouble }: { trouble: TroubleOfLastDay }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="trouble-title" data-testid="trouble-card">
      <h2 id="trouble-title">{t("adminTrouble.title")}</h2>
      <p>
        {trouble.serverErrors === 0
          ? t("adminTrouble.serverErrorsNone")
          : t("adminTrouble.serverErrors", { count: trouble.serverErrors })}
      </p>
      <ul>
        {trouble.latestServerErrors.map((error) => (
          <li key={error.requestId}>
            <LocalTime iso={error.createdAt} /> ·{" "}
            {t("adminTrouble.serverErrorLine", { ...error, status: String(error.status) })}
          </li>
        ))}
      </ul>
      <p>
        {trouble.paymentRefusals === 0
          ? t("adminTrouble.paymentRefusalsNone")
          : t("adminTrouble.paymentRefusals", { count: trouble.paymentRefusals })}
      </p>
      <ul>
        {trouble.latestPaymentRefusals.map((event) => (
          <li key={event.eventId}>
            <LocalTime iso={event.receivedAt} /> · {paymentEventTypeText(t, event.type)} ·{" "}
            {t(`adminTrouble.outcomes.${event.outcome}`)} ·{" "}
            {event.orderId ? (
              <Link to={`/admin/orders/${event.orderId}`}>{t("adminTrouble.orderLink", { id: event.orderId })}</Link>
            ) : (
              t("adminTrouble.noOrder")
            )}
          </li>
        ))}
      </ul>
      <p>
        {trouble.stuckEffects === 0 ? (
          t("adminTrouble.stuckEffectsNone")
        ) : (
          <>
            {t("adminTrouble.stuckEffects", { count: trouble.stuckEffects })} ·{" "}
            <Link to="/admin/effects">{t("adminTrouble.stuckEffectsLink")}</Link>
          </>
        )}
      </p>
      <p data-testid="low-stock">
        {trouble.lowStock.length === 0
          ? t("adminTrouble.lowStockNone", { count: trouble.lowStockThreshold })
          : t("adminTrouble.lowStock", { count: trouble.lowStock.length })}{" "}
        · <Link to="/admin/stock">{t("adminTrouble.allStock")}</Link>
      </p>
      <ul>
        {trouble.lowStock.map((line) => (
          <li key={`${line.kind}:${line.offerId}:${line.server}`}>
            <Link to={`/admin/${line.kind === "coin" ? "coins" : "items"}/${line.offerId}`}>
              {line.gameName} · {line.offerName}
            </Link>{" "}
            ·{" "}
            {line.units <= 0
              ? t("adminTrouble.soldOutOn", { server: line.server || t("stock.admin.allServers") })
              : t("adminTrouble.leftOn", { count: line.units, server: line.server || t("stock.admin.allServers") })}
          </li>
        ))}
      </ul>
    </section>
  );
}
