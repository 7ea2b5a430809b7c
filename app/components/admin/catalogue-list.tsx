import { Link } from "@remix-run/react";
import { ARCHIVE_FILTERS, type ArchiveFilter, type Page } from "@shared/admin/listing";
import type { ReactNode } from "react";
import { AdminList } from "~/components/admin/admin-list";
import { DoneMessage } from "~/components/admin/done-message";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** One column of a catalogue list: its heading and what each row shows in it. */
export interface CatalogueColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cells' class, when the column needs one (a thumbnail). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The list page of a catalogue section (`/admin/games`, `/admin/coins`, `/admin/items`): the new
 * entry button, the search with the section's own `filters` and the archive filter, the table
 * (its `columns`, then the status), and the pager.
 */
export function CatalogueList<Row>({
  section,
  query,
  list,
  filters,
  columns,
  entryOf,
}: {
  section: "games" | "coins" | "items";
  query: { search: string; archive: ArchiveFilter };
  list: Page<Row>;
  filters?: ReactNode;
  columns: ReadonlyArray<CatalogueColumn<Row>>;
  /** The row's entry: its id (the row's key) and whether it is archived. */
  entryOf: (row: Row) => { id: number; archivedAt: string | null };
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t(`admin.${section}.title`)}</h1>
      <DoneMessage />
      <p>
        <Link className="button" to={`/admin/${section}/new`}>
          {t(`admin.${section}.new`)}
        </Link>
      </p>
      <AdminList
        filters={
          <>
            <Field label={t(`admin.${section}.searchLabel`)} name="search" type="search" defaultValue={query.search} />
            {filters}
            <SelectField
              label={t("admin.common.status")}
              name="archive"
              defaultValue={query.archive}
              options={ARCHIVE_FILTERS.map((value) => ({ value, label: t(`admin.common.${value}`) }))}
            />
          </>
        }
        submit={t("admin.common.apply")}
        list={list}
        headers={[...columns, { key: "status", header: t("admin.common.status") }]}
      >
        {list.rows.map((row) => {
          const entry = entryOf(row);
          return (
            <tr key={entry.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              <td>{entry.archivedAt ? t("admin.common.archived") : t("admin.common.active")}</td>
            </tr>
          );
        })}
      </AdminList>
    </>
  );
}
