import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { action, loader } from "@workers/promotions/http/codes-page.server";
import { AdminList } from "~/components/admin/admin-list";
import { CodeActiveButton, CodeActiveDone, CodeDiscount, useBothCurrencies } from "~/components/admin/discount-code";
import { DoneMessage } from "~/components/admin/done-message";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export { action, loader } from "@workers/promotions/http/codes-page.server";

export default function AdminCodes() {
  const { query, list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const both = useBothCurrencies();
  return (
    <>
      <h1>{t("adminCodes.title")}</h1>
      <DoneMessage />
      <CodeActiveDone answer={answer} />
      <p>
        <Link className="button" to="/admin/codes/new">
          {t("adminCodes.new")}
        </Link>
      </p>
      <AdminList
        filters={<Field label={t("adminCodes.searchLabel")} name="search" type="search" defaultValue={query.search} />}
        submit={t("admin.common.search")}
        list={list}
        headers={(
          ["code", "discount", "status", "uses", "reserved", "discountGiven", "revenue", "action"] as const
        ).map((key) => ({ key, header: t(`adminCodes.columns.${key}`) }))}
      >
        {list.rows.map((row) => (
          <tr key={row.code.id}>
            <td>
              <Link to={`/admin/codes/${row.code.id}`}>{row.code.code}</Link>
            </td>
            <td>
              <CodeDiscount stats={row} />
            </td>
            <td>{t(`adminCodes.statuses.${row.status}`)}</td>
            <td>{row.uses}</td>
            <td>{row.reserved}</td>
            <td>{both(row.discountGiven.BRL, row.discountGiven.USD)}</td>
            <td>{both(row.revenue.BRL, row.revenue.USD)}</td>
            <td>
              <CodeActiveButton code={row.code} />
            </td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
