import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { BASE_CURRENCY, isCurrency } from "@shared/prices";
import { serializeCurrencyCookie } from "~/lib/currency.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** The currency switch's form post: keeps the choice in the cookie and goes back to the page (this site only). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const requested = form.get("currency");
  const currency = isCurrency(requested) ? requested : BASE_CURRENCY;
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await serializeCurrencyCookie(request, currency) },
  });
}

export function loader() {
  return redirect("/");
}
