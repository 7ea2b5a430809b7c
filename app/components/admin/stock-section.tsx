// An offer's stock on its edit screen (issue 50): per server of its game, what is in hand, what
// shoppers paying now hold and what is left (or unlimited); one form to set, add to, remove from or
// make unlimited one server's line with a reason; and the history of every change. The form posts
// to the edit page's own action (intent=stock), so it works without JavaScript too.
import { Link, useActionData, useFetcher } from "@remix-run/react";
import type { AdminStockLine, StockHistoryEntry } from "@workers/stock/stock-lines";
import { useId } from "react";
import { StockChangeFields } from "~/components/admin/stock-change-fields";
import { TableScroll } from "~/components/admin/table-scroll";
import { FormAlert } from "~/components/form/form-alert";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { type ErrorBody, isErrorBody } from "~/lib/error-body";

type StockAnswer = ({ ok: true; server: string; quantity: number | null } | ErrorBody) & { intent?: string };

export function StockSection({
  stock,
  unit,
}: {
  stock: { lines: AdminStockLine[]; history: StockHistoryEntry[] };
  /** What the numbers count: "coins" for a coin offer, "units" for an item. */
  unit: "coins" | "units";
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const historyId = useId();
  const changeId = useId();
  const fetcher = useFetcher<StockAnswer>();
  // Posted before the page's script ran: the page's own answer, when it is this form's.
  const pageAnswer = useActionData<StockAnswer>();
  const answer = fetcher.data ?? (pageAnswer?.intent === "stock" ? pageAnswer : undefined);
  const refusal = answer && isErrorBody(answer) ? answer : null;
  const fieldErrors = (field: string) =>
    refusal?.details?.filter((detail) => detail.field === field).map((detail) => detail.message) ?? [];
  const number = (value: number | null) => (value === null ? t("stock.admin.unlimited") : value.toLocaleString());
  const serverName = (server: string) => server || t("stock.admin.allServers");
  const onlyServer = stock.lines.length === 1 ? stock.lines[0]?.server : undefined;

  return (
    <section className="admin-card" aria-labelledby={titleId} data-testid="stock-section">
      <h2 id={titleId}>{t("stock.admin.title")}</h2>
      <p className="field__hint">{t(`stock.admin.counts.${unit}`)}</p>
      <TableScroll labelledBy={titleId}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("stock.admin.server")}</th>
              <th scope="col">{t("stock.admin.inHand")}</th>
              <th scope="col">{t("stock.admin.held")}</th>
              <th scope="col">{t("stock.admin.available")}</th>
            </tr>
          </thead>
          <tbody>
            {stock.lines.map((line) => (
              <tr key={line.server} data-testid={`stock-line-${line.server}`}>
                <th scope="row">{serverName(line.server)}</th>
                <td>{number(line.quantity)}</td>
                <td>{line.quantity === null ? "—" : line.held.toLocaleString()}</td>
                <td>{number(line.available)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <fetcher.Form method="post" className="admin-form stock-form">
        <input type="hidden" name="intent" value="stock" />
        {onlyServer !== undefined ? (
          <input type="hidden" name="server" value={onlyServer} />
        ) : (
          <div className="field">
            <label htmlFor={`${changeId}-server`}>{t("stock.admin.server")}</label>
            <select id={`${changeId}-server`} name="server" defaultValue={stock.lines[0]?.server}>
              {stock.lines.map((line) => (
                <option key={line.server} value={line.server}>
                  {serverName(line.server)}
                </option>
              ))}
            </select>
          </div>
        )}
        <StockChangeFields quantityHint={t("stock.admin.quantityHint")} errors={fieldErrors} />
        <button type="submit" className="button" aria-busy={fetcher.state !== "idle"}>
          {t("stock.admin.save")}
        </button>
        {refusal && fieldErrors("quantity").length === 0 && fieldErrors("reason").length === 0 ? (
          <FormAlert kind="error" focusKey={answer}>
            {refusal.message}
          </FormAlert>
        ) : null}
        {answer && !isErrorBody(answer) ? (
          <FormAlert kind="success" focusKey={answer}>
            {t("stock.admin.saved", { server: serverName(answer.server), quantity: number(answer.quantity) })}
          </FormAlert>
        ) : null}
      </fetcher.Form>

      <h3 id={historyId}>{t("stock.admin.history")}</h3>
      {stock.history.length === 0 ? (
        <p>{t("stock.admin.noHistory")}</p>
      ) : (
        <TableScroll labelledBy={historyId}>
          <table className="admin-table" data-testid="stock-history">
            <thead>
              <tr>
                <th scope="col">{t("stock.admin.when")}</th>
                <th scope="col">{t("stock.admin.server")}</th>
                <th scope="col">{t("stock.admin.change")}</th>
                <th scope="col">{t("stock.admin.after")}</th>
                <th scope="col">{t("stock.admin.reason")}</th>
                <th scope="col">{t("stock.admin.by")}</th>
              </tr>
            </thead>
            <tbody>
              {stock.history.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <LocalTime iso={entry.createdAt} />
                  </td>
                  <td>{serverName(entry.server)}</td>
                  <td>
                    {t(`stock.admin.changes.${entry.change}`)}
                    {entry.change === "unlimited"
                      ? ""
                      : ` (${entry.delta > 0 ? "+" : ""}${entry.delta.toLocaleString()})`}
                  </td>
                  <td>{number(entry.quantityAfter)}</td>
                  <td>{entry.reason}</td>
                  <td>
                    {entry.orderId !== null ? (
                      <Link to={`/admin/orders/${entry.orderId}`}>{t("stock.admin.order", { id: entry.orderId })}</Link>
                    ) : (
                      (entry.actorName ?? "—")
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
