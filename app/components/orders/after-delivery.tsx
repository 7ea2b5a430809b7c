import { Form, useNavigation } from "@remix-run/react";
import { TextAreaField } from "~/components/admin/text-area-field";
import { PressKeyInput } from "~/components/form/press-key-input";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { useFormatDate } from "~/lib/order-view";
import { pressOnce } from "~/lib/press-once-script";

/**
 * After delivery, the shopper's word on the order: confirm receipt or report a problem until the
 * window closes (workers/orders/receipt.ts); what they said once they did.
 */
export function AfterDelivery({
  orderId,
  receipt,
  answerUntil,
  pressKey,
  problemErrors,
}: {
  orderId: number;
  receipt: "confirmed" | "problem" | null;
  /** When the window closes; null when the order is not delivered. */
  answerUntil: string | null;
  /** The key each form's press carries: the same press posted twice answers as the first. */
  pressKey: string;
  /** The refusal of a problem report sent without JavaScript, under its field (others show above). */
  problemErrors: string[];
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const busy = useNavigation().state === "submitting";
  if (!answerUntil) return null;
  const open = receipt === null && Date.parse(answerUntil) > Date.now();
  return (
    <section className="order-after surface" aria-labelledby="order-after-title" data-testid="after-delivery">
      <h2 id="order-after-title">{t("orderTrust.after.title")}</h2>
      {receipt ? (
        <p>{t(`orderTrust.after.${receipt}`)}</p>
      ) : open ? (
        <>
          <p>{t("orderTrust.after.until", { time: formatDate(answerUntil) })}</p>
          <Form method="post" action={`/orders/${orderId}`} {...pressOnce}>
            <input type="hidden" name="intent" value="confirm" />
            <PressKeyInput pressKey={pressKey} />
            <SubmitButton busy={busy} label={t("orderTrust.after.confirm")} busyLabel={t("orderTrust.after.sending")} />
          </Form>
          <Form method="post" action={`/orders/${orderId}`} className="order-after__problem" {...pressOnce}>
            <input type="hidden" name="intent" value="problem" />
            <PressKeyInput pressKey={pressKey} />
            <TextAreaField
              label={t("orderTrust.after.problemLabel")}
              name="message"
              rows={3}
              maxLength={1000}
              required
              errors={problemErrors}
            />
            <SubmitButton
              busy={busy}
              label={t("orderTrust.after.problemSend")}
              busyLabel={t("orderTrust.after.sending")}
            />
          </Form>
        </>
      ) : (
        <p>{t("orderTrust.after.final")}</p>
      )}
    </section>
  );
}
