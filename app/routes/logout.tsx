import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { endSession } from "@workers/services/auth/sessions";

/** Ends the session (deleted from KV, cookie cleared) and goes home; the shell shows the toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endSession(request, context.cloudflare.env) } });
}

export function loader() {
  return redirect("/");
}
