import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { action, loader } from "@workers/stock/http/stop-page.server";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { privatePageMeta } from "~/lib/meta";

export { action, loader } from "@workers/stock/http/stop-page.server";

export const meta = privatePageMeta;

/** Stops the "back in stock" emails of the address the email's link names (issue 50). */
export default function StopStockAlerts() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t("stock.stopPage.title")}</h1>
      {answer ? (
        <FormAlert kind={answer.stopped ? "success" : "error"} focusKey={answer}>
          {t(answer.stopped ? "stock.stopPage.done" : "stock.stopPage.unknown")}
        </FormAlert>
      ) : (
        <Form method="post">
          <p>{t("stock.stopPage.text")}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t("stock.stopPage.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
