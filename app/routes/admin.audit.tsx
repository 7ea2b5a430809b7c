import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import type { AuditChange } from "@shared/admin/audit-changes";
import type { AuditEntity } from "@shared/codes";
import { auditActionText } from "@shared/vocabulary/audit-actions";
import { adminOrderStatusText } from "@shared/vocabulary/order-statuses";
import type { loader } from "@workers/admin/http/audit-page.server";
import { SelectField } from "~/components/admin/select-field";
import { TableScroll } from "~/components/admin/table-scroll";
import { Field } from "~/components/form/field";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/admin/http/audit-page.server";

/** Where a record of each kind is opened in the admin area (the others have no page of their own). */
const RECORD_PAGES: Partial<Record<AuditEntity, string>> = {
  order: "/admin/orders",
  user: "/admin/users",
  game: "/admin/games",
  coin_offer: "/admin/coins",
  item: "/admin/items",
  promo_code: "/admin/codes",
};

/** The address of the trail with `changed` filters (a null removes one), always from the newest entry. */
function trailLink(params: URLSearchParams, changed: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  next.delete("cursor");
  next.delete("index");
  for (const [name, value] of Object.entries(changed)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** A recorded value as the admin pages word it: an order status by its name, anything else as recorded. */
function useValueText() {
  const { t } = useTranslation();
  return (field: string, value: string) => (field === "status" ? adminOrderStatusText(t, value) : value);
}

function Changes({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  if (changes.length === 0) return <span>{t("adminAudit.noChange")}</span>;
  return (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field ? <span className="audit-changes__field">{change.field}: </span> : null}
          {change.before === null ? null : (
            <>
              <del>{valueText(change.field, change.before)}</del> →{" "}
            </>
          )}
          {change.after === null ? (
            <span>{t("adminAudit.nothingBefore")}</span>
          ) : (
            <ins>{valueText(change.field, change.after)}</ins>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function AdminAudit() {
  const { filters, people, entries, next, isFirstPage, csvMostRows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const csvParams = new URLSearchParams(params);
  csvParams.delete("cursor");
  const csvQuery = csvParams.toString();
  return (
    <>
      <h1 id="audit-title">{t("adminAudit.title")}</h1>
      <p>{t("adminAudit.intro")}</p>
      <Form method="get" className="admin-toolbar" role="search">
        <SelectField
          label={t("adminAudit.person")}
          name="person"
          allLabel={t("adminAudit.anyone")}
          defaultValue={filters.person === null ? "" : String(filters.person)}
          options={people.map((person) => ({
            value: String(person.id),
            label: person.name ? `${person.name} (${person.email})` : person.email,
          }))}
        />
        <Field
          label={t("adminAudit.order")}
          name="order"
          inputMode="numeric"
          pattern="#?[0-9]*"
          defaultValue={filters.orderId === null ? "" : String(filters.orderId)}
        />
        <Field label={t("adminAudit.from")} name="from" type="date" defaultValue={filters.from ?? ""} />
        <Field label={t("adminAudit.to")} name="to" type="date" defaultValue={filters.to ?? ""} />
        <button type="submit" className="button">
          {t("admin.common.apply")}
        </button>
        <Link to="/admin/audit">{t("adminAudit.clear")}</Link>
      </Form>
      <p>
        <a href={`/admin/audit.csv${csvQuery ? `?${csvQuery}` : ""}`} download className="button button--ghost">
          {t("adminAudit.csv")}
        </a>{" "}
        <span className="audit-csv-note">{t("adminAudit.csvNote", { count: csvMostRows })}</span>
      </p>
      {entries.length === 0 ? <p>{t("adminAudit.none")}</p> : null}
      <TableScroll labelledBy="audit-title">
        <table className="admin-table audit-table">
          <thead>
            <tr>
              <th scope="col">{t("adminAudit.columns.when")}</th>
              <th scope="col">{t("adminAudit.columns.who")}</th>
              <th scope="col">{t("adminAudit.columns.what")}</th>
              <th scope="col">{t("adminAudit.columns.changes")}</th>
              <th scope="col">{t("adminAudit.columns.from")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const page = RECORD_PAGES[entry.entity];
              const actorName = entry.actor
                ? entry.actor.name || entry.actor.email || t("adminAudit.unknownPerson", { id: entry.actor.id })
                : null;
              return (
                <tr key={entry.id} data-audit-entry={entry.id}>
                  <td>
                    <LocalTime iso={entry.at} />
                  </td>
                  <td>
                    {entry.actor && actorName ? (
                      <>
                        {actorName}
                        {filters.person === entry.actor.id ? null : (
                          <>
                            <br />
                            <Link to={trailLink(params, { person: String(entry.actor.id) })}>
                              {t("adminAudit.onlyThisPerson", { name: actorName })}
                            </Link>
                          </>
                        )}
                      </>
                    ) : (
                      t("adminAudit.theStore")
                    )}
                  </td>
                  <td>
                    {page ? (
                      <Link to={`${page}/${entry.entityId}`}>{auditActionText(t, entry)}</Link>
                    ) : (
                      auditActionText(t, entry)
                    )}
                    {entry.entity === "order" && filters.orderId !== Number(entry.entityId) ? (
                      <>
                        <br />
                        <Link to={trailLink(params, { order: entry.entityId })}>
                          {t("adminAudit.thisOrdersTrail", { id: entry.entityId })}
                        </Link>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Changes changes={entry.changes} />
                  </td>
                  <td>
                    {entry.from ? (
                      <>
                        {entry.from.ip ?? "—"}
                        {entry.from.device ? (
                          <>
                            <br />
                            {entry.from.device}
                          </>
                        ) : null}
                      </>
                    ) : (
                      t("adminAudit.unknownOrigin")
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <nav className="admin-pager" aria-label={t("adminAudit.pages")}>
        {isFirstPage ? null : <Link to={trailLink(params, {})}>{t("adminAudit.newest")}</Link>}
        {next ? <Link to={trailLink(params, { cursor: next })}>{t("adminAudit.older")}</Link> : null}
      </nav>
    </>
  );
}
