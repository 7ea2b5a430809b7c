// Who may open a page, asked by every loader and action that needs someone signed in: a visitor
// is sent to sign in and brought back, a shopper away from the admin area (the API's guards are
// workers/edge/session.ts; both read the one signed-in person of the request context).
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { ADMIN_NEEDS_CODE_SIGN_IN, ADMIN_NEEDS_PASSKEY } from "@shared/auth/passkey-schemas";
import type { Language } from "@shared/i18n/config";
import type { SignInMethod } from "@workers/accounts/admin-access";
import type { SessionUser } from "@workers/accounts/sessions";
import { can } from "@workers/accounts/staff-powers";
import type { OrderAdminDeps } from "@workers/admin/orders";
import { firstAdminPageOf, permissionOfAdminPath } from "@workers/admin/page-permissions";

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

/**
 * The signed-in staff member whose role includes this admin page (workers/admin/page-permissions.ts);
 * a visitor is sent to sign in, a shopper to the home page. A role without the page gets a 403 (the
 * error screen says the role does not include it); one without the dashboard is sent from /admin to
 * the first page it has.
 */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (can(user, "admin_area")) {
    const needed = permissionOfAdminPath(new URL(request.url).pathname);
    if (needed !== null && can(user, needed)) return user;
    const first = needed === "dashboard" ? firstAdminPageOf(user) : null;
    if (first) throw redirect(first);
    throw data(null, { status: 403 });
  }
  if (user.adminAccess === null) throw redirect("/");
  // Settings → security is where an admin adds a second factor, and it tells one who must sign in
  // again (with a passkey, or with password and code) why, beside the sign-out button.
  if (user.adminAccess === "enrol") throw redirect("/settings?section=security");
  const needs = user.adminAccess === "sign_in_again" ? ADMIN_NEEDS_CODE_SIGN_IN : ADMIN_NEEDS_PASSKEY;
  throw redirect(`/settings?section=security&admin=${needs}`);
}

/** Every admin loader and action starts here: visitors go to sign in, shoppers to `/`. */
export async function adminDeps(
  request: Request,
  context: AppLoadContext,
): Promise<OrderAdminDeps & { signedInWith: SignInMethod; admin: SessionUser; language: Language }> {
  const admin = await requireAdmin(request, context);
  return {
    db: context.db,
    env: context.cloudflare.env,
    actorUserId: admin.id,
    // Every audit entry of the services these deps reach records where the staff member was.
    from: context.auditFrom,
    origin: new URL(request.url).origin,
    signedInWith: admin.signedInWith,
    admin,
    // The request's language, for a refusal a service words itself (the money in a support agent's refund limit).
    language: context.language,
  };
}
