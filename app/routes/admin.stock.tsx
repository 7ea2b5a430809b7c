import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/stock/http/stock-page.server";
import { TableScroll } from "~/components/admin/table-scroll";
import { useTranslation } from "~/i18n/use-translation";

export { loader } from "@workers/stock/http/stock-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/** Every counted stock line, scarcest first (issue 50): what to restock, each a link to where it is changed. */
export default function AdminStock() {
  const { lines, lowStockThreshold } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="admin-card" aria-labelledby="stock-page-title">
      <h1 id="stock-page-title">{t("stock.page.title")}</h1>
      <p>{t("stock.page.intro", { count: lowStockThreshold })}</p>
      {lines.length === 0 ? (
        <p>{t("stock.page.none")}</p>
      ) : (
        <TableScroll labelledBy="stock-page-title">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("stock.page.offer")}</th>
                <th scope="col">{t("stock.admin.server")}</th>
                <th scope="col">{t("stock.admin.inHand")}</th>
                <th scope="col">{t("stock.admin.held")}</th>
                <th scope="col">{t("stock.page.left")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr
                  key={`${line.kind}:${line.offerId}:${line.server}`}
                  data-low={line.units <= lowStockThreshold || undefined}
                >
                  <th scope="row">
                    <Link to={`/admin/${line.kind === "coin" ? "coins" : "items"}/${line.offerId}`}>
                      {line.gameName} · {line.offerName}
                    </Link>
                  </th>
                  <td>{line.server || t("stock.admin.allServers")}</td>
                  <td>{line.quantity.toLocaleString()}</td>
                  <td>{line.held.toLocaleString()}</td>
                  <td>{line.units <= 0 ? t("stock.page.soldOut") : line.units.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
