// Who is calling the API: the signed-in person the request context reads once per request (for the
// pages too), kept in `c.var.user`, and the guards endpoints put in front of their handlers.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../accounts/sessions";
import { can } from "../accounts/staff-powers";
import { permissionOfAdminPath } from "../admin/page-permissions";
import type { AdminDeps } from "../kernel/audit-log";
import { apiError } from "./refusals";
import type { ApiEnv, AuthedApiEnv } from "./types";

/** The signed-in user, or null for a visitor. */
export async function sessionUserOf(c: Context<ApiEnv>): Promise<SessionUser | null> {
  const user = await c.var.context.user();
  c.set("user", user);
  return user;
}

/** 401 without a valid session; afterwards `c.var.user` is the signed-in user. */
export const requireAuth = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const user = await c.var.context.user();
  if (!user) return apiError(c, 401, "unauthorized", "auth.messages.unauthorized");
  c.set("user", user);
  await next();
});

/**
 * The admin API's guard, on the admin pages' rule (the session's `adminAccess` and role, read with it):
 * 401 without a session, 403 for a shopper, an admin who must turn a second factor on first, one whose
 * session must be a passkey's (`passkey_required`) or signed in again with its code (`sign_in_again`),
 * or one whose role lacks the call's permission (workers/admin/page-permissions.ts). Every admin
 * endpoint uses it.
 */
export const requireAdmin = createMiddleware<AuthedApiEnv>(async (c, next) => {
  const user = await c.var.context.user();
  if (!user) return apiError(c, 401, "unauthorized", "auth.messages.unauthorized");
  if (user.adminAccess === "passkey") return apiError(c, 403, "passkey_required", "passkeys.admin.required");
  if (user.adminAccess === "sign_in_again") {
    return apiError(c, 403, "sign_in_again", "twoFactor.admin.signInAgain");
  }
  const needed = permissionOfAdminPath(new URL(c.req.url).pathname);
  if (!can(user, "admin_area") || needed === null || !can(user, needed)) {
    return apiError(c, 403, "forbidden", "auth.messages.forbidden");
  }
  c.set("user", user);
  await next();
});

/**
 * What an admin endpoint's services take to act and audit it (workers/kernel/audit-log.ts): the
 * request's database and bindings, the signed-in staff member, and where they are. Behind `requireAdmin`.
 */
export function staffDeps(c: Context<AuthedApiEnv>): AdminDeps {
  return { db: c.var.db, env: c.env, actorUserId: c.var.user.id, from: c.var.context.auditFrom };
}
