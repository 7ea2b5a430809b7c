import { redirect } from "@remix-run/cloudflare";
import { safeRedirectPath } from "../../shared/safe-redirect";

/**
 * A header switch's form post (language, currency): keeps the chosen value in its cookie (anything
 * unknown becomes the store's default, by `parse`) and goes back to the shopper's page, on this site only.
 */
export async function keepChoiceAndGoBack<T>(
  request: Request,
  choice: {
    field: string;
    parse: (value: FormDataEntryValue | null) => T;
    serializeCookie: (request: Request, value: T) => Promise<string>;
  },
) {
  const form = await request.formData();
  const value = choice.parse(form.get(choice.field));
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await choice.serializeCookie(request, value) },
  });
}
