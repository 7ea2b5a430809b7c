// A paid order held by the risk rules, on the admin's order page (issue 51): why it is held, when it
// is refunded if nobody decides, and a manager's two answers (approve for delivery, or refuse and
// refund in full with words the shopper reads). Once decided, what was decided and when.
import { Form } from "@remix-run/react";
import type { RiskReason } from "@shared/orders/risk-rules";
import { ActionResultHere } from "~/components/admin/action-result";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";

export interface AdminRiskHold {
  reasons: string[];
  reviewBy: string;
  decision: "approved" | "refused" | "expired" | null;
  decidedAt: string | null;
  note: string;
}

export function OrderRiskHold({
  hold,
  busy,
  mayDecide,
}: {
  hold: AdminRiskHold | null;
  busy: boolean;
  /** Whether this staff member's role moves money (the refunds permission). */
  mayDecide: boolean;
}) {
  const { t } = useTranslation();
  if (!hold) return null;
  return (
    <section className="admin-card" aria-labelledby="risk-hold-title" data-testid="admin-risk-hold">
      <h2 id="risk-hold-title">{t("riskHolds.admin.title")}</h2>
      <ActionResultHere intents={["riskReview"]} />
      <h3>{t("riskHolds.admin.reasons")}</h3>
      <ul>
        {hold.reasons.map((reason) => (
          <li key={reason}>{t(`riskHolds.reasons.${reason as RiskReason}`)}</li>
        ))}
      </ul>
      {hold.decision && hold.decidedAt ? (
        <p data-testid="risk-hold-decision">
          {t(`riskHolds.admin.${hold.decision}`)} <LocalTime iso={hold.decidedAt} />
          {hold.note ? ` — ${hold.note}` : null}
        </p>
      ) : (
        <>
          <p>
            {t("riskHolds.admin.deadline")} <LocalTime iso={hold.reviewBy} />
          </p>
          {mayDecide ? (
            <div className="admin-actions">
              <Form method="post" className="admin-form" aria-label={t("riskHolds.admin.approve")}>
                <input type="hidden" name="intent" value="riskReview" />
                <input type="hidden" name="decision" value="approve" />
                <SubmitButton busy={busy} label={t("riskHolds.admin.approve")} busyLabel={t("admin.common.saving")} />
              </Form>
              <Form method="post" className="admin-form" aria-label={t("riskHolds.admin.refuse")}>
                <input type="hidden" name="intent" value="riskReview" />
                <input type="hidden" name="decision" value="refuse" />
                <Field label={t("riskHolds.admin.reason")} name="reason" maxLength={500} />
                <SubmitButton busy={busy} label={t("riskHolds.admin.refuse")} busyLabel={t("admin.common.saving")} />
              </Form>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
