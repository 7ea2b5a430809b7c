// /api/auth: the account calls of spec section 7, over the same services and session cookie as the
// pages. A refusal (wrong password, used link, too many attempts…) is thrown by the service and
// answered by the API's onError (./refusals.ts).
import { Hono } from "hono";
import { emailRequestSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../../shared/auth/schemas";
import type { RequestContext } from "../../edge/load-context";
import { requireAuth, sessionUserOf } from "../../edge/session";
import { finishSignIn, pendingSignInCookie } from "../../edge/sign-in-cookies";
import type { ApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { DomainError } from "../../kernel/domain-error";
import { type AuthContext, createAuthContext } from "../context";
import { resendVerification, verifyEmail } from "../email-verification";
import { logIn } from "../login";
import { requestPasswordReset, resetPassword } from "../password-reset";
import { register } from "../registration";
import { endSession, extendSession } from "../sessions";
import { can } from "../staff-powers";
import {
  acceptedBody,
  alreadyAuthenticatedBody,
  emailVerifiedBody,
  signedInBody,
  twoFactorRequiredBody,
} from "./auth-bodies";

/** What the account services take of this request, for its API and its pages alike. */
export function authContextOf(context: RequestContext): AuthContext {
  const { db, cloudflare, caller } = context;
  const waitUntil = (promise: Promise<unknown>) => cloudflare.ctx.waitUntil(promise);
  return createAuthContext({ db, env: cloudflare.env, waitUntil }, caller);
}

export const authApi = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await readJson(c, registerSchema);
    await register(authContextOf(c.var.context), input);
    return c.json(acceptedBody("registered", c.var.context.t), 201);
  })
  .post("/login", async (c) => {
    const t = c.var.context.t;
    if (await sessionUserOf(c)) return c.json(alreadyAuthenticatedBody(t));
    const input = await readJson(c, loginSchema);
    const ctx = authContextOf(c.var.context);
    const outcome = await logIn(ctx, input);
    if (outcome.kind === "two_factor_required") {
      c.header("Set-Cookie", await pendingSignInCookie(c.req.raw, c.env, outcome.pending));
      return c.json(twoFactorRequiredBody(t));
    }
    for (const cookie of await finishSignIn(c.req.raw, c.env, ctx, outcome.account)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json(signedInBody(outcome.account, t));
  })
  .post("/logout", async (c) => {
    const t = c.var.context.t;
    c.header("Set-Cookie", await endSession(c.req.raw, c.env));
    return c.json({ message: t("auth.messages.signedOut") });
  })
  .get("/me", requireAuth, (c) => {
    const { id, name, email } = c.var.user;
    // Whether this session holds admin powers now: a session the admin-access rule refuses is a shopper's.
    return c.json({ user: { id, nome: name, email, is_admin: can(c.var.user, "admin_area") } });
  })
  .post("/refresh", requireAuth, async (c) => {
    const t = c.var.context.t;
    const cookie = await extendSession(c.req.raw, c.env);
    if (cookie) c.header("Set-Cookie", cookie);
    return c.json({ message: t("auth.messages.sessionRefreshed") });
  })
  .get("/verify-email", async (c) => {
    const token = c.req.query("token")?.trim();
    if (!token) throw new DomainError("token_required", "auth.messages.tokenNotFound");
    const outcome = await verifyEmail(c.var.db, token);
    return c.json(emailVerifiedBody(outcome, c.var.context.t));
  })
  .post("/resend-verification", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    await resendVerification(authContextOf(c.var.context), input.email);
    return c.json(acceptedBody("verificationResent", c.var.context.t));
  })
  .post("/forgot-password", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    await requestPasswordReset(authContextOf(c.var.context), input.email);
    return c.json(acceptedBody("resetRequested", c.var.context.t));
  })
  .post("/reset-password", async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await resetPassword({ db: c.var.db, env: c.env }, input);
    return c.json(acceptedBody("passwordReset", c.var.context.t));
  });
