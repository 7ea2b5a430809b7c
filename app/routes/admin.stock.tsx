import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { stockLineKey } from "@shared/stock/line-key";
import type { action, loader } from "@workers/stock/http/stock-page.server";
import { StockChangeFields } from "~/components/admin/stock-change-fields";
import { TableScroll } from "~/components/admin/table-scroll";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody, typedList, typedText } from "~/lib/error-body";

export { action, loader } from "@workers/stock/http/stock-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

/**
 * Every counted stock line, scarcest first (issue 50): what to restock, each a link to where it is
 * changed; and one form for the same change on every ticked line (all of them change, or none).
 */
export default function AdminStock() {
  const { lines, lowStockThreshold } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const refusal = answer && isErrorBody(answer) ? answer : null;
  const fieldErrors = (field: string) =>
    refusal?.details?.filter((detail) => detail.field === field).map((detail) => detail.message) ?? [];
  // A refusal names a line by its place among the ticked ones (`lines.{i}`); the rows name it by key.
  const ticked = typedList(answer, "line");
  const rowErrors = (key: string) => {
    const index = ticked.indexOf(key);
    return index < 0 ? [] : fieldErrors(`lines.${index}`);
  };
  const formError = refusal && !refusal.details?.some((detail) => detail.field.startsWith("lines.")) ? refusal : null;
  return (
    <section className="admin-card" aria-labelledby="stock-page-title">
      <h1 id="stock-page-title">{t("stock.page.title")}</h1>
      <p>{t("stock.page.intro", { count: lowStockThreshold })}</p>
      {lines.length === 0 ? (
        <p>{t("stock.page.none")}</p>
      ) : (
        <Form method="post" className="admin-form" aria-labelledby="stock-page-title">
          <TableScroll labelledBy="stock-page-title">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t("stock.page.pick")}</th>
                  <th scope="col">{t("stock.page.offer")}</th>
                  <th scope="col">{t("stock.admin.server")}</th>
                  <th scope="col">{t("stock.admin.inHand")}</th>
                  <th scope="col">{t("stock.admin.held")}</th>
                  <th scope="col">{t("stock.page.left")}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, row) => {
                  const key = stockLineKey(line);
                  const errors = rowErrors(key);
                  const name = `${line.gameName} · ${line.offerName} · ${line.server || t("stock.admin.allServers")}`;
                  return (
                    <tr key={key} data-low={line.units <= lowStockThreshold || undefined} data-testid="stock-row">
                      <td>
                        <input
                          type="checkbox"
                          name="line"
                          value={key}
                          aria-label={t("stock.page.pickLine", { name })}
                          defaultChecked={ticked.includes(key)}
                          aria-invalid={errors.length > 0 || undefined}
                          aria-describedby={errors.length > 0 ? `stock-row-error-${row}` : undefined}
                        />
                      </td>
                      <th scope="row">
                        <Link to={`/admin/${line.kind === "coin" ? "coins" : "items"}/${line.offerId}`}>
                          {line.gameName} · {line.offerName}
                        </Link>
                        {errors.length > 0 ? (
                          <ul className="field__errors" id={`stock-row-error-${row}`}>
                            {errors.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </ul>
                        ) : null}
                      </th>
                      <td>{line.server || t("stock.admin.allServers")}</td>
                      <td>{line.quantity.toLocaleString()}</td>
                      <td>{line.held.toLocaleString()}</td>
                      <td>{line.units <= 0 ? t("stock.page.soldOut") : line.units.toLocaleString()}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <h2>{t("stock.page.bulkTitle")}</h2>
          <p className="field__hint">{t("stock.page.bulkHint")}</p>
          <StockChangeFields
            quantityHint={t("stock.page.quantityHint")}
            errors={fieldErrors}
            typed={(field) => typedText(answer, field)}
          />
          <SubmitButton
            busy={busy}
            postsWithoutScript
            label={t("stock.page.bulkSave")}
            busyLabel={t("stock.page.bulkSaving")}
          />
          {formError && fieldErrors("quantity").length === 0 && fieldErrors("reason").length === 0 ? (
            <FormAlert kind="error" focusKey={answer}>
              {fieldErrors("lines")[0] ?? formError.message}
            </FormAlert>
          ) : null}
          {refusal && !formError ? (
            <FormAlert kind="error" focusKey={answer}>
              {t("stock.page.bulkRefused")}
            </FormAlert>
          ) : null}
          {answer && !isErrorBody(answer) ? (
            <FormAlert kind="success" focusKey={answer}>
              {t("stock.page.bulkDone", { count: answer.changed })}
            </FormAlert>
          ) : null}
        </Form>
      )}
    </section>
  );
}
