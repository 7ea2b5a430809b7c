// POST /set-currency (app/routes/set-currency.tsx), in the edge with the cookie it sets (currency.ts).
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { BASE_CURRENCY, isCurrency } from "@shared/prices";
import { serializeCurrencyCookie } from "@workers/edge/currency";
import { keepChoiceAndGoBack } from "@workers/edge/switch-choice.server";

/** The currency switch's form post: keeps the choice in the cookie and goes back to the page (this site only). */
export function action({ request }: ActionFunctionArgs) {
  return keepChoiceAndGoBack(request, {
    field: "currency",
    parse: (requested) => (isCurrency(requested) ? requested : BASE_CURRENCY),
    serializeCookie: serializeCurrencyCookie,
  });
}

export function loader() {
  return redirect("/");
}
