// The shopper's request to stop a boosting or carry run, on the admin order page: the quote (the
// undone share), and the amount to approve, the quote unless the admin types another. Approving
// refunds it through the payment adapter once and cancels the order; declining keeps the run going.
import { Form } from "@remix-run/react";
import { priceText } from "@shared/admin/form-fields";
import type { OrderRecord } from "@workers/orders/order-record";
import { ActionResultHere } from "~/components/admin/action-result";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";

export function OrderCancellation({
  cancellation,
  currency,
  busy,
  amountErrors,
  mayMoveMoney,
}: {
  cancellation: OrderRecord["cancellation"];
  currency: string;
  busy: boolean;
  amountErrors: string[];
  /** Whether the staff member's role may approve the refund (declining moves no money). */
  mayMoveMoney: boolean;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  if (!cancellation) return null;
  const money = (cents: number) => formatMoney(cents, currency, language);
  return (
    <section className="admin-card" aria-labelledby="cancellation-title" data-testid="admin-cancellation">
      <h2 id="cancellation-title">{t("orderTrust.cancel.adminTitle")}</h2>
      <ActionResultHere intents={["approveCancel", "declineCancel"]} />
      <p>
        {t("orderTrust.cancel.adminQuote", {
          time: formatDate(cancellation.requestedAt),
          undone: cancellation.stepsUndone,
          count: cancellation.stepsTotal,
          amount: money(cancellation.quotedCents),
        })}
      </p>
      {cancellation.status === "declined" && cancellation.decidedAt ? (
        <p>{t("orderTrust.cancel.adminDeclined", { time: formatDate(cancellation.decidedAt) })}</p>
      ) : cancellation.status === "approved" && cancellation.decidedAt ? (
        <p>
          {t("orderTrust.cancel.adminApproved", {
            time: formatDate(cancellation.decidedAt),
            amount: money(cancellation.refundedCents ?? 0),
          })}
        </p>
      ) : !mayMoveMoney ? (
        <p className="field__hint">{t("orderMoney.admin.moneyNotInRole")}</p>
      ) : (
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="approveCancel" />
          <Field
            label={t("orderTrust.cancel.adminAmount")}
            hint={t("orderTrust.cancel.adminAmountHint")}
            name="amount"
            inputMode="decimal"
            defaultValue={priceText(cancellation.quotedCents)}
            errors={amountErrors}
          />
          <SubmitButton busy={busy} label={t("orderTrust.cancel.adminApprove")} busyLabel={t("admin.common.saving")} />
        </Form>
      )}
      {cancellation.status === "requested" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="declineCancel" />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t("orderTrust.cancel.adminDecline")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
