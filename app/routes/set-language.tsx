import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { serializeLanguageCookie } from "~/i18n/i18n.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const requested = form.get("lng");
  const language = isLanguage(requested) ? requested : fallbackLanguage;
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await serializeLanguageCookie(request, language) },
  });
}

export function loader() {
  return redirect("/");
}
