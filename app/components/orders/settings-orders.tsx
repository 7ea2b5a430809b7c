import { Form, Link, useNavigation } from "@remix-run/react";
import type { OrderView } from "@workers/orders/order-view";
import { useState } from "react";
import { Dialog } from "~/components/dialog";
import { useTranslation } from "~/i18n/use-translation";
import { OrderDetails } from "./order-details";
import { OrdersTable } from "./orders-table";
import { PayNowLink } from "./pay-now-link";

/** The orders section of /settings: refresh, the orders, and a details modal (each also has its own page). */
export function SettingsOrders({ orders }: { orders: OrderView[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [shown, setShown] = useState<OrderView | null>(null);
  const refreshing = navigation.state !== "idle" && navigation.location?.pathname === "/settings";
  return (
    <div className="settings-orders">
      {/* A reload of this section (a plain GET, so it works without JavaScript too). */}
      <Form method="get" replace preventScrollReset className="settings-orders__refresh">
        <input type="hidden" name="section" value="orders" />
        <button
          type="submit"
          className="button button--ghost button--small"
          disabled={refreshing}
          aria-busy={refreshing}
        >
          {refreshing ? t("orders.refreshing") : t("orders.refresh")}
        </button>
      </Form>
      <OrdersTable
        orders={orders}
        renderAction={(order) => (
          <>
            <PayNowLink order={order} className="button button--small" />
            <Link
              to={`/orders/${order.id}`}
              className="button button--ghost button--small"
              onClick={(event) => {
                event.preventDefault();
                setShown(order);
              }}
            >
              {t("orders.details")}
              <span className="visually-hidden"> {t("orders.order", { id: order.id })}</span>
            </Link>
          </>
        )}
      />
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t("orders.order", { id: shown.id }) : ""}
        closeLabel={t("orders.close")}
        className="order-dialog"
      >
        {shown ? (
          <>
            <OrderDetails order={shown} />
            <div className="dialog__actions">
              <PayNowLink order={shown} className="button" />
              <Link to={`/orders/${shown.id}`} className="button button--ghost">
                {t("orders.viewPage")}
              </Link>
              <button type="button" className="button" onClick={() => setShown(null)}>
                {t("orders.close")}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}
