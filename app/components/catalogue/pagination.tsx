import { pageWindow } from "@shared/catalogue/pagination";
import { useTranslation } from "~/i18n/use-translation";
import { useInStoreLinks } from "~/lib/in-store-links";

/** Previous/next and a window of 4 page numbers (spec section 9), all plain links (app/lib/in-store-links.ts). */
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
  const followInStore = useInStoreLinks({ preventScrollReset: true });
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, rel: "prev" | "next") =>
    target >= 1 && target <= pageCount ? (
      <a href={hrefFor(target)} rel={rel} className="pagination__edge">
        {label}
      </a>
    ) : (
      <span className="pagination__edge" aria-disabled="true">
        {label}
      </span>
    );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard's; Enter on one clicks it.
    <nav className="pagination" aria-label={t("catalogue.pagination.label")} onClick={followInStore}>
      {edge(page - 1, t("catalogue.pagination.previous"), "prev")}
      <ol>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <a
              href={hrefFor(number)}
              aria-label={t("catalogue.pagination.page", { page: number })}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {edge(page + 1, t("catalogue.pagination.next"), "next")}
    </nav>
  );
}
