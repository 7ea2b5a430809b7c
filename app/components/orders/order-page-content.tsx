// Everything on the order page below its title: rendered by the server with the page, its code and
// texts fetched by the browser after the first load (app/routes/orders.$id.tsx, issue #19). The page
// re-reads its data every few seconds, and this part shows each new copy.
import type { useActionData, useLoaderData } from "@remix-run/react";
import { PaymentStep } from "~/components/checkout/payment-step";
import { FormAlert } from "~/components/form/form-alert";
import { AfterDelivery } from "~/components/orders/after-delivery";
import { OrderCancel } from "~/components/orders/order-cancel";
import { OrderConversation } from "~/components/orders/order-conversation";
import { OrderDetails } from "~/components/orders/order-details";
import { OrderProgress, OrderPromise, OrderProof, OrderTimeline } from "~/components/orders/order-live";
import { OrderReviews } from "~/components/orders/order-reviews";
import { RiskHoldNotice } from "~/components/orders/risk-hold-notice";
import { Withdrawal } from "~/components/orders/withdrawal";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";
import type { action, loader } from "~/routes/orders.$id";

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

export type OrderPageContentProps = Pick<
  PageData,
  | "order"
  | "live"
  | "cancel"
  | "after"
  | "conversation"
  | "payment"
  | "livePix"
  | "withdrawal"
  | "reviews"
  | "pressKey"
  | "riskHold"
> & {
  /** A form posted without JavaScript comes back as the page's action data. */
  actionData: ReturnType<typeof useActionData<typeof action>>;
};

export default function OrderPageContent({
  order,
  live,
  cancel,
  after,
  conversation,
  payment,
  livePix,
  withdrawal,
  reviews,
  pressKey,
  riskHold,
  actionData,
}: OrderPageContentProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <RiskHoldNotice hold={riskHold} />
      <OrderPromise order={live} />
      <OrderDetails order={order} />
      <OrderProgress progress={live.progress} />
      <OrderProof proof={live.proof} />
      {payment ? (
        <section id="pay" className="order-pay" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">{t("paymentStep.payNowTitle")}</h2>
          <p>{t("paymentStep.payNowText")}</p>
          <PaymentStep
            action={`/orders/${order.id}`}
            amount={formatMoney(order.totalCents, order.currency, language)}
            block={null}
            data={payment}
            liveSession={livePix}
            answerWithoutScript={actionData && "answered" in actionData ? undefined : actionData}
          />
        </section>
      ) : isErrorBody(actionData) ? (
        // A "pay now" posted (without JavaScript) after the order stopped being payable.
        <FormAlert kind="error">{actionData.message}</FormAlert>
      ) : null}
      {withdrawal ? <Withdrawal order={order} state={withdrawal} /> : null}
      <OrderCancel
        orderId={order.id}
        currency={live.currency}
        quote={cancel.quote}
        cancellation={cancel.cancellation}
      />
      <AfterDelivery
        orderId={order.id}
        receipt={after.receipt}
        answerUntil={after.answerUntil}
        pressKey={pressKey}
        problemErrors={
          isErrorBody(actionData)
            ? (actionData.details ?? []).filter((detail) => detail.field === "message").map((detail) => detail.message)
            : []
        }
      />
      <OrderReviews orderId={order.id} state={reviews} answer={actionData} pressKey={pressKey} />
      <OrderConversation conversationId={conversation.id} viewer={conversation.viewer} />
      <OrderTimeline order={live} />
      <p className="order-page__live">{t("orderTrust.page.live")}</p>
    </>
  );
}
