import { Link, useLoaderData } from "@remix-run/react";
import { ORDER_STATUSES } from "@shared/codes";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import type { loader } from "@workers/admin/http/orders-page.server";
import { AdminList } from "~/components/admin/admin-list";
import { GamePicker } from "~/components/admin/game-picker";
import { SelectField } from "~/components/admin/select-field";
import { StatusBadge } from "~/components/admin/status-badge";
import { Field } from "~/components/form/field";
import { LocalTime } from "~/components/local-time";
import { TimeLeft } from "~/components/orders/time-left";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

export { loader } from "@workers/admin/http/orders-page.server";

export default function AdminOrders() {
  const { filters, list, games } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <>
      <h1>{t("admin.orders.title")}</h1>
      <AdminList
        filters={
          <>
            <SelectField
              label={t("admin.orders.filterStatus")}
              name="status"
              allLabel={t("admin.orders.anyStatus")}
              defaultValue={filters.status ?? ""}
              options={ORDER_STATUSES.map((status) => ({ value: status, label: adminOrderStatusText(t, status) }))}
            />
            <Field label={t("admin.orders.from")} name="from" type="date" defaultValue={filters.from ?? ""} />
            <Field label={t("admin.orders.to")} name="to" type="date" defaultValue={filters.to ?? ""} />
            <Field label={t("admin.orders.customer")} name="customer" type="search" defaultValue={filters.customer} />
            <GamePicker filter games={games} chosen={filters.gameId} />
            <label className="admin-toolbar__check">
              <input type="checkbox" name="withdrawn" value="1" defaultChecked={filters.withdrawn} />{" "}
              {t("withdrawal.adminFilter")}
            </label>
          </>
        }
        submit={t("admin.common.apply")}
        list={list}
        headers={[
          { key: "id", header: "#" },
          { key: "date", header: t("admin.orders.date") },
          { key: "customer", header: t("admin.orders.customerLink") },
          { key: "status", header: t("admin.common.status") },
          { key: "promise", header: t("orderTrust.admin.promise") },
          { key: "total", header: t("admin.orders.total") },
          { key: "code", header: t("adminCodes.columns.code") },
        ]}
      >
        {list.rows.map((order) => (
          <tr key={order.id}>
            <td>
              <Link to={`/admin/orders/${order.id}`}>{t("admin.orders.order", { id: order.id })}</Link>
            </td>
            <td>
              <LocalTime iso={order.createdAt} />
            </td>
            <td>
              {order.customerName}
              <br />
              {order.customerEmail}
            </td>
            <td>
              <StatusBadge status={order.status} />
              {order.withdrawn ? (
                <span className="admin-orders__withdrawn"> · {t("withdrawal.adminMarker")}</span>
              ) : null}
              {order.receipt === "problem" ? (
                <span className="badge badge--warning">{t("orderTrust.admin.problemFlag")}</span>
              ) : null}
            </td>
            <td>
              {order.status === "processando" && order.deliverBy ? <TimeLeft deliverBy={order.deliverBy} /> : null}
            </td>
            <td>{formatMoney(order.totalCents, order.currency, language)}</td>
            <td>{order.promoCode ?? "—"}</td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
