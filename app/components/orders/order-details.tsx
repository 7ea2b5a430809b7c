import { SERVICE_FEE_CENTS } from "@shared/cart/fees";
import { describeLineWithQuantity } from "@shared/describe-line";
import { paymentMethodText } from "@shared/vocabulary/payment-methods";
import type { OrderLineView, OrderView } from "@workers/orders/order-view";
import { DeliveryDetails } from "~/components/cart/delivery-details";
import { Totals } from "~/components/cart/totals";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";
import { StatusBadge } from "./status-badge";

/** A line's title with its quantity: "2 × Lil' Ragnaros", "40,000 Gold (4 × 10K)". */
export function useOrderLineTitle() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (line: OrderLineView) => describeLineWithQuantity(line, t, language);
}

/** What was bought, for whom (the nickname, server and platform the delivery goes to), and what it cost. */
export function OrderLines({
  order,
}: {
  order: Pick<OrderView, "lines" | "currency" | "totalCents" | "promoCode" | "discountCents">;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (cents: number) => formatMoney(cents, order.currency, language);
  const title = useOrderLineTitle();
  // A discount code's column and row only on an order placed with one.
  const code = order.promoCode && order.discountCents > 0 ? order.promoCode : null;
  return (
    <>
      <table className="order-lines">
        <thead>
          <tr>
            <th scope="col">{t("orders.item")}</th>
            <th scope="col">{t("orders.delivery")}</th>
            <th scope="col">{t("cart.quantity")}</th>
            <th scope="col">{t("cart.price")}</th>
            <th scope="col">{t("cart.subtotal")}</th>
            {code ? <th scope="col">{t("promotionsShop.lineDiscount")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                <span className="order-lines__name">{title(line)}</span>
                <span className="order-lines__game">{line.gameName}</span>
              </th>
              <td data-label={t("orders.delivery")}>
                <DeliveryDetails
                  nickname={line.nickname}
                  server={line.server}
                  platform={line.platform}
                  delivery={line.delivery}
                />
              </td>
              <td data-label={t("cart.quantity")}>{line.quantity}</td>
              <td data-label={t("cart.price")}>{money(line.unitPriceCents)}</td>
              <td data-label={t("cart.subtotal")}>{money(line.lineTotalCents)}</td>
              {code ? (
                <td data-label={t("promotionsShop.lineDiscount")} data-testid="order-line-discount">
                  {line.discountCents > 0 ? t("promotions.lineDiscount", { amount: money(line.discountCents) }) : "—"}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} />
    </>
  );
}

/** What the order's lines add up to, its code's discount (code and amount) and what was paid: the order and success pages. */
export function OrderTotals({
  order,
}: {
  order: Pick<OrderView, "currency" | "totalCents" | "promoCode" | "discountCents">;
}) {
  const language = usePageLanguage();
  const code = order.promoCode && order.discountCents > 0 ? order.promoCode : null;
  return (
    <Totals
      subtotalCents={order.totalCents + order.discountCents - SERVICE_FEE_CENTS}
      discount={code ? { code, cents: order.discountCents } : null}
      formatPrice={(cents) => formatMoney(cents, order.currency, language)}
      testIdPrefix="order"
    />
  );
}

/** "Partially refunded: R$ 10,00 of R$ 30,00" or "Refunded: R$ 30,00", in the order's currency. */
export function RefundedAmount({ order }: { order: Pick<OrderView, "refundedCents" | "totalCents" | "currency"> }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const money = (cents: number) => formatMoney(cents, order.currency, language);
  return order.refundedCents < order.totalCents
    ? t("orderMoney.shopper.partiallyRefunded", {
        amount: money(order.refundedCents),
        total: money(order.totalCents),
      })
    : t("orderMoney.shopper.refunded", { amount: money(order.refundedCents) });
}

/** The order's facts (status, date, payment method, refunds) and its lines: the details modal and /orders/{id}. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <div className="order-details">
      <dl className="order-facts">
        <div>
          <dt>{t("orders.status")}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t("orders.date")}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("orders.paymentMethod")}</dt>
          <dd>{paymentMethodText(t, order.paymentMethod)}</dd>
        </div>
        {order.promoCode ? (
          <div>
            <dt>{t("promotionsShop.orderCode")}</dt>
            <dd data-testid="order-code">{order.promoCode}</dd>
          </div>
        ) : null}
        {order.refundedCents > 0 ? (
          <div>
            <dt>{t("orderMoney.shopper.refunds")}</dt>
            <dd>
              <RefundedAmount order={order} />
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderLines order={order} />
    </div>
  );
}
