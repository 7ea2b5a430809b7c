import { Form } from "@remix-run/react";
import type { Page } from "@shared/admin/listing";
import type { ReactNode } from "react";
import { Pager } from "~/components/admin/pager";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The body of an admin list page (catalogue sections, orders, users): the search form (its
 * `filters`, then the `submit` button), "none" on an empty page, the table (`headers`, then the
 * rows given as `children`) and the pager.
 */
export function AdminList({
  filters,
  submit,
  list,
  headers,
  children,
}: {
  filters: ReactNode;
  submit: string;
  list: Page<unknown>;
  headers: ReadonlyArray<{ key: string; header: ReactNode }>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form method="get" className="admin-toolbar" role="search">
        {filters}
        <button type="submit" className="button">
          {submit}
        </button>
      </Form>
      {list.rows.length === 0 ? <p>{t("admin.common.none")}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {headers.map(({ key, header }) => (
                <th scope="col" key={key}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <Pager next={list.next} previous={list.previous} />
    </>
  );
}
