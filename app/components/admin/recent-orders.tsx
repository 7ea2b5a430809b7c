import { describeLineWithQuantity } from "@shared/describe-line";
import { isOrderStatus } from "@shared/orders/status";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import type { RecentOrder } from "@workers/chat/inbox";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

/** The shopper's latest orders beside the conversation, to answer "where is my order?" at a glance. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="inbox-orders surface" aria-labelledby="inbox-orders-title">
      <h2 id="inbox-orders-title">{t("adminInbox.recentOrders")}</h2>
      {orders.length === 0 ? (
        <p className="field-hint">{t("adminInbox.noOrders")}</p>
      ) : (
        <ul className="inbox-orders__list stacked-list">
          {orders.map((order) => (
            <li key={order.id} className="inbox-order">
              <span className="inbox-order__top">
                <strong>{t("adminInbox.order", { id: order.id })}</strong>
                {/* Spec section 4: an unknown status is shown as it is. */}
                <span className={`order-status order-status--${isOrderStatus(order.status) ? order.status : "other"}`}>
                  {adminOrderStatusText(t, order.status)}
                </span>
              </span>
              <span className="inbox-order__meta">
                <LocalTime iso={order.createdAt} /> · {formatMoney(order.totalCents, order.currency, language)}
              </span>
              <span className="inbox-order__items">
                {order.items.map((item) => describeLineWithQuantity(item, t, language)).join(", ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
