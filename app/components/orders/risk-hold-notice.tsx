// A paid order held by the risk rules, as its shopper reads it (issue 51): what happens next and by
// when while it is checked, and in plain words why it was refunded when it did not pass.
import { useTranslation } from "~/i18n/use-translation";
import { useFormatDate } from "~/lib/order-view";

export interface ShopperRiskHold {
  reviewBy: string;
  decision: "approved" | "refused" | "expired" | null;
  /** The manager's words for the shopper, on a refusal only. */
  note: string;
}

export function RiskHoldNotice({ hold }: { hold: ShopperRiskHold | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  // Approved: the order is on its way like any other, its promise says the rest.
  if (!hold || hold.decision === "approved") return null;
  return (
    <section className="order-risk-hold surface" aria-labelledby="order-risk-hold-title" data-testid="risk-hold">
      <h2 id="order-risk-hold-title">{t("riskHolds.shopper.title")}</h2>
      {hold.decision === null ? (
        <>
          <p>{t("riskHolds.shopper.text")}</p>
          <p data-testid="risk-hold-deadline">
            {t("riskHolds.shopper.deadline", { deadline: formatDate(hold.reviewBy) })}
          </p>
        </>
      ) : (
        <>
          <p>{t(`riskHolds.shopper.${hold.decision}`)}</p>
          {hold.note ? <p>{t("riskHolds.shopper.why", { note: hold.note })}</p> : null}
        </>
      )}
    </section>
  );
}
