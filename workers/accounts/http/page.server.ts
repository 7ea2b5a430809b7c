// Accounts for Remix loaders and actions: who is signed in, the guards, and the posted forms,
// checked with the same schemas (and refused with the same bodies) as the REST API.
import { type ActionFunctionArgs, type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { ADMIN_NEEDS_CODE_SIGN_IN, ADMIN_NEEDS_PASSKEY } from "@shared/auth/passkey-schemas";
import { emailRequestSchema } from "@shared/auth/schemas";
import { validate } from "@shared/validation";
import type { AuthContext } from "@workers/accounts/context";
import { authContextOf } from "@workers/accounts/http/auth-api";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import type { SessionUser } from "@workers/accounts/sessions";
import { can } from "@workers/accounts/staff-powers";
import { invalidInput } from "@workers/edge/refusals";
import type * as v from "valibot";
import { refusable } from "../../edge/page-refusals.server";

export type { SessionUser };

/** `/login?redirectTo=<this page>`, so signing in brings the person back here. */
function signInRedirect(request: Request) {
  const url = new URL(request.url);
  // Remix data requests (`/settings.data?_routes=…`) stand for the page itself.
  url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** The signed-in user; a visitor is sent to sign in and brought back afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await context.user();
  if (!user) throw signInRedirect(request);
  return user;
}

/** The signed-in admin; a visitor is sent to sign in, a signed-in non-admin to the home page. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (can(user, "admin_area")) return user;
  if (user.adminAccess === null) throw redirect("/");
  // Settings → security is where an admin adds a second factor, and it tells one who must sign in
  // again (with a passkey, or with password and code) why, beside the sign-out button.
  if (user.adminAccess === "enrol") throw redirect("/settings?section=security");
  const needs = user.adminAccess === "sign_in_again" ? ADMIN_NEEDS_CODE_SIGN_IN : ADMIN_NEEDS_PASSKEY;
  throw redirect(`/settings?section=security&admin=${needs}`);
}

/** The posted form's fields (a body that is no readable form never reaches an action: remix-route-guards.ts). */
export async function readFormFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await request.formData());
}

/**
 * A posted form (or its `fields`, already read) checked against a shared schema. Input that breaks a
 * rule is refused (`invalidInput`, thrown): the action's `refusable` answers it with the 400 body the
 * API gives for the same input, one detail per failing rule, in the visitor's language.
 */
export async function readForm<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  fields?: Record<string, unknown>,
): Promise<v.InferOutput<S>> {
  const result = validate(schema, fields ?? (await readFormFields(request)));
  if (!result.success) throw invalidInput(result.issues);
  return result.output;
}

/**
 * The action of a page that sends a link to the email it is given (forgot password, resend
 * verification): the same answers as its POST /api/auth endpoint, for known and unknown emails alike.
 */
export function emailLinkAction(
  send: (auth: AuthContext, email: string) => Promise<unknown>,
  answer: "resetRequested" | "verificationResent",
) {
  return refusable(async ({ request, context }: ActionFunctionArgs) => {
    const input = await readForm(request, emailRequestSchema);
    await send(authContextOf(context), input.email);
    return acceptedBody(answer, context.t);
  });
}
