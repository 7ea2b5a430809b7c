// The /logout resource route (app/routes/logout.tsx re-exports it): ending the session is the
// accounts area's, as POST /api/auth/logout is.
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { SIGNED_OUT_PARAM } from "@shared/auth/signed-out-param";
import { postedByDocument } from "@shared/document-post";
import { endSession } from "@workers/accounts/sessions";

/**
 * Ends the session (deleted from KV, cookie cleared) and goes home; the shell shows the toast. A
 * form the browser posted itself (pressed before the page's code came) goes home with `?signedOut`,
 * which tells the shell to show it once the code is there.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect(postedByDocument(request) ? `/?${SIGNED_OUT_PARAM}` : "/", {
    headers: { "Set-Cookie": await endSession(request, context.cloudflare.env) },
  });
}

export function loader() {
  return redirect("/");
}
