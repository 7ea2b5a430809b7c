import { Link, useSearchParams } from "@remix-run/react";
import { pageLink } from "@shared/admin/listing";
import { useTranslation } from "~/i18n/use-translation";

/** Previous/next links of an admin list read by key (the page's cursors), keeping its filters. */
export function Pager({ next, previous }: { next: string | null; previous: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (!next && !previous) return null;
  return (
    <nav className="admin-pager" aria-label={t("admin.common.pages")}>
      {previous ? (
        <Link to={pageLink(params, "before", previous)} rel="prev">
          {t("admin.common.previous")}
        </Link>
      ) : null}
      {next ? (
        <Link to={pageLink(params, "after", next)} rel="next">
          {t("admin.common.next")}
        </Link>
      ) : null}
    </nav>
  );
}
