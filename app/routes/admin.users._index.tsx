import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listAdminUsers } from "@workers/services/admin/users";
import { parsePage } from "@workers/services/ids";
import { Pager } from "~/components/admin/pager";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps, withinPages } from "~/lib/admin.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = { search: params.get("search") ?? "", page: parsePage(params.get("page")) };
  return { query, list: withinPages(request, await listAdminUsers(db, query)) };
}

export default function AdminUsers() {
  const { query, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("admin.users.title")}</h1>
      <Form method="get" className="admin-toolbar" role="search">
        <Field label={t("admin.users.searchLabel")} name="search" type="search" defaultValue={query.search} />
        <button type="submit" className="button">
          {t("admin.common.search")}
        </button>
      </Form>
      {list.rows.length === 0 ? <p>{t("admin.common.none")}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("admin.users.name")}</th>
              <th scope="col">{t("admin.users.email")}</th>
              <th scope="col">{t("admin.users.role")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((user) => (
              <tr key={user.id}>
                <td>
                  <Link to={`/admin/users/${user.id}`}>{user.name}</Link>
                </td>
                <td>{user.email}</td>
                <td>
                  {user.isAdmin ? t("admin.users.admin") : t("admin.users.shopper")}
                  {user.disabledAt ? ` · ${t("admin.users.disabled")}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pageCount={list.pageCount} total={list.total} />
    </>
  );
}
