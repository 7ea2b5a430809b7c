// POST /set-language (app/routes/set-language.tsx), in the edge with the cookie it sets (language.ts).
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { serializeLanguageCookie } from "@workers/edge/language";
import { keepChoiceAndGoBack } from "@workers/edge/switch-choice.server";

/** The language switch's form post: keeps the choice in the cookie and goes back to the page (this site only). */
export function action({ request }: ActionFunctionArgs) {
  return keepChoiceAndGoBack(request, {
    field: "lng",
    parse: (requested) => (isLanguage(requested) ? requested : fallbackLanguage),
    serializeCookie: serializeLanguageCookie,
  });
}

export function loader() {
  return redirect("/");
}
