import { Link } from "@remix-run/react";
import { pageWindow } from "@workers/services/catalogue/pagination";
import { useTranslation } from "~/i18n/use-translation";

/** Previous/next and a window of 4 page numbers (spec section 9), all plain links. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, rel: "prev" | "next") =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefFor(target)} rel={rel} className="pagination__edge" preventScrollReset>
        {label}
      </Link>
    ) : (
      <span className="pagination__edge" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label={t("catalogue.pagination.label")}>
      {edge(page - 1, t("catalogue.pagination.previous"), "prev")}
      <ol>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-label={t("catalogue.pagination.page", { page: number })}
              aria-current={number === page ? "page" : undefined}
              preventScrollReset
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {edge(page + 1, t("catalogue.pagination.next"), "next")}
    </nav>
  );
}
