// The admin order page's money section: what was paid and refunded, the decision on a payment under
// review or the hold of a dispute, the refund form, and every payment event with what it did and why.
import { Form } from "@remix-run/react";
import { paymentEventTypeText } from "@shared/vocabulary/payment-event-types";
import type { PaymentEventOutcome } from "@workers/db/schema";
import { ActionResultHere } from "~/components/admin/action-result";
import { ConfirmStep } from "~/components/admin/confirm-step";
import { TableScroll } from "~/components/admin/table-scroll";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

export interface PaymentEventView {
  eventId: string;
  type: string;
  receivedAt: string;
  outcome: PaymentEventOutcome;
  reason: string;
  amountCents: number | null;
  currency: string | null;
  deliveries: number;
}

export interface OrderMoneyView {
  status: string;
  currency: string;
  paidCents: number;
  refundedCents: number;
  refundableCents: number;
  events: PaymentEventView[];
}

interface Props {
  money: OrderMoneyView;
  /** A fresh key per rendered form: the same form sent twice refunds once. */
  refundKey: string;
  busy: boolean;
  amountErrors: string[];
  /** Whether the staff member's role moves money (refunds, accepting a payment under review). */
  mayMoveMoney: boolean;
  /** Whether the staff member refunds: without a limit, or within `refundLimit`. */
  mayRefund: boolean;
  /** A support agent's limit per order and what of it is left on this one; null without a limit. */
  refundLimit: { limitCents: number; leftCents: number } | null;
  /** The refund the admin asked for, waiting for its confirmation (null when none). */
  confirmRefund: {
    amountCents: number;
    note: string;
    key: string;
    customerName: string;
    orderId: number;
    cancelTo: string;
  } | null;
}

/** A stored reason in words; a code without a text (from a newer version, say) shows as it is. */
function useReasonText() {
  const { t } = useTranslation();
  return (reason: string) => {
    const key = `orderMoney.admin.reasons.${reason}`;
    const text = t(key);
    return text === key ? reason : text;
  };
}

export function OrderPayments({
  money,
  refundKey,
  busy,
  amountErrors,
  mayMoveMoney,
  mayRefund,
  refundLimit,
  confirmRefund,
}: Props) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const format = (cents: number, currency = money.currency) => formatMoney(cents, currency, language);
  const reasonText = useReasonText();
  const review = [...money.events].reverse().find((event) => event.outcome === "review");
  const refundable = mayRefund && money.refundableCents > 0 && money.status !== "contestado";
  // What the form offers: what is left to refund, and no more than the agent's limit leaves.
  const offered = refundLimit ? Math.min(money.refundableCents, refundLimit.leftCents) : money.refundableCents;
  return (
    <section className="admin-card admin-order-payments" aria-labelledby="order-payments-title">
      <h2 id="order-payments-title">{t("orderMoney.admin.title")}</h2>
      <ActionResultHere intents={["refund", "accept"]} />
      <p>
        {money.paidCents > 0
          ? t("orderMoney.admin.paid", { amount: format(money.paidCents) })
          : t("orderMoney.admin.notPaid")}
        {money.refundedCents > 0 ? (
          <>
            {" · "}
            <strong>
              {t(money.refundableCents > 0 ? "orderMoney.admin.refundedPart" : "orderMoney.admin.refundedAll", {
                amount: format(money.refundedCents),
              })}
            </strong>
          </>
        ) : null}
      </p>
      {money.status === "revisão" ? (
        <div className="admin-callout" role="note" aria-labelledby="payment-review-title">
          <h3 id="payment-review-title">{t("orderMoney.admin.reviewTitle")}</h3>
          <p>{t("orderMoney.admin.reviewText", { reason: review ? reasonText(review.reason) : "—" })}</p>
          {mayMoveMoney ? (
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="accept" />
              <Field label={t("admin.orders.note")} name="note" />
              <SubmitButton
                busy={busy}
                label={t("orderMoney.admin.acceptButton")}
                busyLabel={t("admin.common.saving")}
              />
            </Form>
          ) : null}
        </div>
      ) : null}
      {money.status === "contestado" ? (
        <div className="admin-callout" role="note" aria-labelledby="payment-dispute-title">
          <h3 id="payment-dispute-title">{t("orderMoney.admin.disputeTitle")}</h3>
          <p>{t("orderMoney.admin.disputeText")}</p>
        </div>
      ) : null}
      {refundable && confirmRefund ? (
        <ConfirmStep
          title={t("adminConfirm.refundTitle", {
            amount: format(confirmRefund.amountCents),
            name: confirmRefund.customerName,
          })}
          consequence={
            confirmRefund.amountCents >= money.refundableCents
              ? t("adminConfirm.refundConsequence", {
                  amount: format(confirmRefund.amountCents),
                  id: confirmRefund.orderId,
                })
              : t("adminConfirm.refundPartConsequence", {
                  amount: format(confirmRefund.amountCents),
                  id: confirmRefund.orderId,
                  left: format(money.refundableCents - confirmRefund.amountCents),
                })
          }
          confirmLabel={t("adminConfirm.refundButton", { amount: format(confirmRefund.amountCents) })}
          fields={{
            intent: "refund",
            amount: (confirmRefund.amountCents / 100).toFixed(2),
            note: confirmRefund.note,
            key: confirmRefund.key,
          }}
          cancelTo={confirmRefund.cancelTo}
          busy={busy}
        />
      ) : refundable ? (
        // Keyed by the load: after a partial refund the amount offered is what is left.
        <Form method="post" className="admin-form" aria-labelledby="refund-title" key={refundKey}>
          <h3 id="refund-title">{t("orderMoney.admin.refundTitle")}</h3>
          <p className="field__hint">{t("orderMoney.admin.refundHint")}</p>
          {refundLimit ? (
            <p data-testid="refund-limit">
              {t("orderMoney.admin.refundLimitLeft", {
                left: format(refundLimit.leftCents),
                amount: format(refundLimit.limitCents),
              })}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="key" value={refundKey} />
          <Field
            label={t("orderMoney.admin.amount", { currency: money.currency })}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={(offered / 100).toFixed(2)}
            hint={t("orderMoney.admin.amountHint", { amount: format(offered) })}
            errors={amountErrors}
          />
          <Field label={t("admin.orders.note")} name="note" />
          <SubmitButton
            busy={busy}
            label={`${t("orderMoney.admin.refundButton")}…`}
            busyLabel={t("admin.common.saving")}
          />
        </Form>
      ) : null}
      {mayMoveMoney ? null : (
        <p className="field__hint">
          {t(mayRefund ? "orderMoney.admin.moneyAboveLimit" : "orderMoney.admin.moneyNotInRole")}
        </p>
      )}
      <h3 id="payment-events-title">{t("orderMoney.admin.events")}</h3>
      {money.events.length === 0 ? (
        <p>{t("orderMoney.admin.noEvents")}</p>
      ) : (
        <TableScroll labelledBy="payment-events-title">
          <table className="admin-table" aria-labelledby="payment-events-title">
            <thead>
              <tr>
                <th scope="col">{t("orderMoney.admin.received")}</th>
                <th scope="col">{t("orderMoney.admin.type")}</th>
                <th scope="col">{t("orderMoney.admin.amountColumn")}</th>
                <th scope="col">{t("orderMoney.admin.outcomeColumn")}</th>
                <th scope="col">{t("orderMoney.admin.reasonColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {money.events.map((event) => (
                <tr key={event.eventId}>
                  <td>
                    <LocalTime iso={event.receivedAt} />
                  </td>
                  <td>
                    {paymentEventTypeText(t, event.type)}
                    <br />
                    <code>{event.eventId}</code>
                  </td>
                  <td>
                    {event.amountCents === null ? "—" : format(event.amountCents, event.currency ?? money.currency)}
                  </td>
                  <td>
                    {t(`orderMoney.admin.outcomes.${event.outcome}`)}
                    <br />
                    <small>{t("orderMoney.admin.deliveries", { count: event.deliveries })}</small>
                  </td>
                  <td>{reasonText(event.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
