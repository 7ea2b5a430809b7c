import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parsePage } from "@shared/ids";
import { adminDeps } from "@workers/edge/page-guards.server";
import { withinPages } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { listCodes } from "@workers/promotions/codes";
import { codeActiveAction } from "@workers/promotions/http/admin-page.server";
import { AdminList } from "~/components/admin/admin-list";
import { CodeActiveButton, CodeActiveDone, CodeDiscount, useBothCurrencies } from "~/components/admin/discount-code";
import { DoneMessage } from "~/components/admin/done-message";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = { search: params.get("search") ?? "", page: parsePage(params.get("page")) };
  return { query, list: withinPages(request, await listCodes(db, query)) };
}

/** A row's button pauses or resumes its code. */
export const action = refusable(codeActiveAction);

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
