// The page a "back in stock" email's stop link opens (/stock-alerts/stop?token=…, app/routes/
// stock-alerts.stop.tsx renders it): a button, not the link itself, stops the emails, so a mail
// scanner following every link in an email stops nothing.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readFormFields } from "@workers/edge/page-input.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { stopAlerts } from "@workers/stock/alerts";

export function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    title: context.t("stock.stopPage.metaTitle"),
    token,
    pageTexts: pageTexts(context.language, "stockAlertStop"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await readFormFields(request);
  const token = typeof fields.token === "string" ? fields.token.slice(0, 200) : "";
  return { stopped: token !== "" && (await stopAlerts(context.db, token)) };
}
