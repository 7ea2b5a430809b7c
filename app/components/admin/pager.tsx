import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** Previous/next links for an admin list, keeping its filters. */
export function Pager({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next}`;
  };
  return (
    <nav className="admin-pager" aria-label={t("admin.common.pageOf", { page, pages: pageCount })}>
      {page > 1 ? <Link to={to(page - 1)}>{t("admin.common.previous")}</Link> : null}
      <span>
        {t("admin.common.pageOf", { page, pages: pageCount })} · {t("admin.common.total", { total })}
      </span>
      {page < pageCount ? <Link to={to(page + 1)}>{t("admin.common.next")}</Link> : null}
    </nav>
  );
}
