import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ORDER_STATUSES } from "@shared/codes";
import { parseId, parsePage } from "@shared/ids";
import { validate } from "@shared/validation";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import { gameChoices } from "@workers/admin/games";
import { orderFiltersSchema } from "@workers/admin/order-schemas";
import { listAdminOrders } from "@workers/admin/orders";
import { adminDeps } from "@workers/edge/page-guards.server";
import { withinPages } from "@workers/edge/page-input.server";
import { AdminList } from "~/components/admin/admin-list";
import { GamePicker } from "~/components/admin/game-picker";
import { SelectField } from "~/components/admin/select-field";
import { StatusBadge } from "~/components/admin/status-badge";
import { Field } from "~/components/form/field";
import { LocalTime } from "~/components/local-time";
import { TimeLeft } from "~/components/orders/time-left";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  // A malformed filter (a date typed by hand) is ignored rather than failing the page.
  const parsed = validate(orderFiltersSchema, Object.fromEntries(params));
  const filters = {
    ...(parsed.success ? parsed.output : { status: null, from: null, to: null, customer: "", withdrawn: false }),
    gameId: parseId(params.get("game")),
    page: parsePage(params.get("page")),
  };
  const [orders, games] = await Promise.all([listAdminOrders(db, filters), gameChoices(db)]);
  const list = withinPages(request, orders);
  return { filters, list, games };
}

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
