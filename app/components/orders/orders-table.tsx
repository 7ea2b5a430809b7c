import type { OrderView } from "@workers/orders/order-view";
import { BrowseGamesEmpty } from "~/components/browse-games-empty";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { useFormatDate } from "~/lib/order-view";
import { RefundedAmount, useOrderLineTitle } from "./order-details";
import { StatusBadge } from "./status-badge";

/**
 * The shopper's orders: a table on wide screens, one card per order on phones (CSS only). A row
 * names up to 3 items (2 on phones) and counts the rest (spec section 2).
 */
export function OrdersTable({
  orders,
  renderAction,
}: {
  orders: OrderView[];
  /** The row's way to its details: a modal in /settings, a link in /orders. */
  renderAction: (order: OrderView) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatDate = useFormatDate();
  if (orders.length === 0) {
    return <BrowseGamesEmpty message={t("orders.empty")} />;
  }
  return (
    <table className="orders-table" data-testid="orders-table">
      <thead>
        <tr>
          <th scope="col">{t("orders.orderColumn")}</th>
          <th scope="col">{t("orders.date")}</th>
          <th scope="col">{t("orders.items")}</th>
          <th scope="col">{t("orders.status")}</th>
          <th scope="col">{t("orders.total")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("orders.details")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">{t("orders.order", { id: order.id })}</th>
            <td data-label={t("orders.date")}>{formatDate(order.createdAt)}</td>
            <td data-label={t("orders.items")}>
              <OrderItemsPreview order={order} />
            </td>
            <td data-label={t("orders.status")}>
              <StatusBadge status={order.status} />
              {order.refundedCents > 0 ? (
                <span className="orders-table__refund">
                  <RefundedAmount order={order} />
                </span>
              ) : null}
            </td>
            <td data-label={t("orders.total")}>{formatMoney(order.totalCents, order.currency, language)}</td>
            <td className="orders-table__action">{renderAction(order)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderItemsPreview({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const title = useOrderLineTitle();
  const count = order.lines.length;
  return (
    <>
      <ul className="order-items">
        {order.lines.slice(0, 3).map((line, index) => (
          // The third item shows on wide screens only; phones count it in "+N" instead.
          <li key={line.id} className={index === 2 ? "order-items__third" : undefined}>
            {title(line)}
          </li>
        ))}
      </ul>
      {count > 2 ? (
        <span className="order-items__more order-items__more--phone">
          {t("orders.moreItems", { count: count - 2 })}
        </span>
      ) : null}
      {count > 3 ? (
        <span className="order-items__more order-items__more--wide">{t("orders.moreItems", { count: count - 3 })}</span>
      ) : null}
    </>
  );
}
