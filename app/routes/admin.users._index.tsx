import { Link, useLoaderData } from "@remix-run/react";
import { staffRoleText } from "@shared/vocabulary/staff-roles";
import type { loader } from "@workers/admin/http/users-page.server";
import { AdminList } from "~/components/admin/admin-list";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/admin/http/users-page.server";

export default function AdminUsers() {
  const { query, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("admin.users.title")}</h1>
      <AdminList
        filters={<Field label={t("admin.users.searchLabel")} name="search" type="search" defaultValue={query.search} />}
        submit={t("admin.common.search")}
        list={list}
        headers={[
          { key: "name", header: t("admin.users.name") },
          { key: "email", header: t("admin.users.email") },
          { key: "role", header: t("admin.users.role") },
        ]}
      >
        {list.rows.map((user) => (
          <tr key={user.id}>
            <td>
              <Link to={`/admin/users/${user.id}`}>{user.name || t("admin.users.deletedAccount")}</Link>
            </td>
            <td>{user.email}</td>
            <td>
              {user.isAdmin && user.staffRole ? staffRoleText(t, user.staffRole) : t("admin.users.shopper")}
              {user.disabledAt ? ` · ${t("admin.users.disabled")}` : ""}
            </td>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
