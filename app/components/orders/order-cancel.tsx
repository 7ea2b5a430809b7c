// A boosting or carry run in progress: the shopper is quoted the undone share as a refund and may
// ask to stop the run; then they see the request waiting, and the amount the store approved
// (workers/orders/cancellation.ts).
import { Form, useNavigation } from "@remix-run/react";
import type { CancellationQuote } from "@workers/orders/cancellation";
import type { OrderRecord } from "@workers/orders/order-record";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";

export function OrderCancel({
  orderId,
  currency,
  quote,
  cancellation,
}: {
  orderId: number;
  currency: string;
  /** Null when the order has no run in progress (or the shopper already asked). */
  quote: CancellationQuote | null;
  cancellation: OrderRecord["cancellation"];
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  const busy = useNavigation().state === "submitting";
  const money = (cents: number) => formatMoney(cents, currency, language);
  if (!cancellation && !quote) return null;
  return (
    <section className="order-cancel surface" aria-labelledby="order-cancel-title" data-testid="order-cancel">
      <h2 id="order-cancel-title">{t("orderTrust.cancel.title")}</h2>
      {cancellation?.status === "approved" ? (
        <p role="status">
          {cancellation.refundedCents
            ? t("orderTrust.cancel.approved", { amount: money(cancellation.refundedCents) })
            : t("orderTrust.cancel.approvedNothing")}
        </p>
      ) : cancellation?.status === "declined" ? (
        <p role="status">{t("orderTrust.cancel.declined")}</p>
      ) : cancellation ? (
        <p role="status">
          {t("orderTrust.cancel.requested", {
            time: formatDate(cancellation.requestedAt),
            amount: money(cancellation.quotedCents),
          })}
        </p>
      ) : quote ? (
        <>
          <p>
            {quote.stepsTotal > 0
              ? t("orderTrust.cancel.quote", {
                  undone: quote.stepsUndone,
                  count: quote.stepsTotal,
                  amount: money(quote.quotedCents),
                })
              : t("orderTrust.cancel.quoteNoSteps", { amount: money(quote.quotedCents) })}
          </p>
          <Form method="post" action={`/orders/${orderId}`}>
            <input type="hidden" name="intent" value="cancel" />
            <SubmitButton busy={busy} label={t("orderTrust.cancel.ask")} busyLabel={t("orderTrust.cancel.asking")} />
          </Form>
        </>
      ) : null}
    </section>
  );
}
