import { useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/admin/http/exports-page.server";
import { SelectField } from "~/components/admin/select-field";
import { Field } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/admin/http/exports-page.server";

type ExportName = "catalogue" | "orders" | "stock" | "customers";

/**
 * One spreadsheet: its note, the file's language, the orders' days, and Download. A plain GET form
 * (not Remix's): the browser follows it to the CSV, which comes as an attachment.
 */
function ExportCard({ name, children }: { name: ExportName; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { language, timeZone } = useLoaderData<typeof loader>();
  const headingId = `export-${name}`;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`adminExports.${name}.title`)}</h2>
      <p>{t(`adminExports.${name}.note`, { zone: timeZone })}</p>
      <form
        method="get"
        action={`/api/admin/exports/${name}.csv`}
        className="admin-toolbar"
        aria-labelledby={headingId}
      >
        {children}
        <SelectField
          label={t("adminExports.language")}
          name="lang"
          defaultValue={language}
          options={[
            { value: "pt", label: "Português" },
            { value: "en", label: "English" },
          ]}
        />
        <button type="submit" className="button" data-export={name}>
          {t("adminExports.download")}
        </button>
      </form>
    </section>
  );
}

export default function AdminExports() {
  const { may, range } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const none = !may.catalogue && !may.orders && !may.stock && !may.customers;
  return (
    <>
      <h1>{t("adminExports.title")}</h1>
      <p>{t("adminExports.intro")}</p>
      {none ? <p>{t("adminExports.nothing")}</p> : null}
      {may.orders ? (
        <ExportCard name="orders">
          <Field label={t("adminExports.orders.from")} name="from" type="date" required defaultValue={range.from} />
          <Field label={t("adminExports.orders.to")} name="to" type="date" required defaultValue={range.to} />
        </ExportCard>
      ) : null}
      {may.catalogue ? <ExportCard name="catalogue" /> : null}
      {may.stock ? <ExportCard name="stock" /> : null}
      {may.customers ? <ExportCard name="customers" /> : null}
    </>
  );
}
