// /api/auth: the account calls of spec section 7, over the same services and session cookie as the
// pages. A refusal (wrong password, used link, too many attempts…) is thrown by the service and
// answered by the API's onError (./refusals.ts).
import { type Context, Hono } from "hono";
import { emailRequestSchema, loginSchema, registerSchema, resetPasswordSchema } from "../../shared/auth/schemas";
import { getFixedT } from "../request/language";
import { type AuthContext, createAuthContext } from "../services/auth/context";
import { resendVerification, verifyEmail } from "../services/auth/email-verification";
import { logIn } from "../services/auth/login";
import { requestPasswordReset, resetPassword } from "../services/auth/password-reset";
import { register } from "../services/auth/registration";
import { endSession, extendSession } from "../services/auth/sessions";
import { can } from "../services/auth/staff-powers";
import { DomainError } from "../services/domain-error";
import {
  acceptedBody,
  alreadyAuthenticatedBody,
  emailVerifiedBody,
  signedInBody,
  twoFactorRequiredBody,
} from "./auth-bodies";
import { callerOf } from "./caller";
import { requireAuth, sessionUserOf } from "./session";
import { finishSignIn, pendingSignInCookie } from "./sign-in-cookies";
import type { ApiEnv, AuthedApiEnv } from "./types";
import { readJson } from "./validation";

export async function authContext(c: Context<ApiEnv> | Context<AuthedApiEnv>): Promise<AuthContext> {
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  return createAuthContext({ db: c.var.db, env: c.env, waitUntil }, await callerOf(c.req.raw));
}

export const authApi = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await readJson(c, registerSchema);
    await register(await authContext(c), input);
    return c.json(acceptedBody("registered", await getFixedT(c.req.raw)), 201);
  })
  .post("/login", async (c) => {
    const t = await getFixedT(c.req.raw);
    if (await sessionUserOf(c)) return c.json(alreadyAuthenticatedBody(t));
    const input = await readJson(c, loginSchema);
    const ctx = await authContext(c);
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
    const t = await getFixedT(c.req.raw);
    c.header("Set-Cookie", await endSession(c.req.raw, c.env));
    return c.json({ message: t("auth.messages.signedOut") });
  })
  .get("/me", requireAuth, (c) => {
    const { id, name, email } = c.var.user;
    // Whether this session holds admin powers now: a session the admin-access rule refuses is a shopper's.
    return c.json({ user: { id, nome: name, email, is_admin: can(c.var.user, "admin_area") } });
  })
  .post("/refresh", requireAuth, async (c) => {
    const t = await getFixedT(c.req.raw);
    const cookie = await extendSession(c.req.raw, c.env);
    if (cookie) c.header("Set-Cookie", cookie);
    return c.json({ message: t("auth.messages.sessionRefreshed") });
  })
  .get("/verify-email", async (c) => {
    const token = c.req.query("token")?.trim();
    if (!token) throw new DomainError("token_required", "auth.messages.tokenNotFound");
    const outcome = await verifyEmail(c.var.db, token);
    return c.json(emailVerifiedBody(outcome, await getFixedT(c.req.raw)));
  })
  .post("/resend-verification", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    await resendVerification(await authContext(c), input.email);
    return c.json(acceptedBody("verificationResent", await getFixedT(c.req.raw)));
  })
  .post("/forgot-password", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    await requestPasswordReset(await authContext(c), input.email);
    return c.json(acceptedBody("resetRequested", await getFixedT(c.req.raw)));
  })
  .post("/reset-password", async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await resetPassword({ db: c.var.db, env: c.env }, input);
    return c.json(acceptedBody("passwordReset", await getFixedT(c.req.raw)));
  });
