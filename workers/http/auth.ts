// /api/auth: the account calls of spec section 7, over the same services and session cookie as the pages.
import { type Context, Hono } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import {
  type Answer,
  alreadyAuthenticatedAnswer,
  emailRequestAnswer,
  loginAnswer,
  registerAnswer,
  resetPasswordAnswer,
  verifyEmailAnswer,
} from "../services/auth/answers";
import { type AuthContext, createAuthContext } from "../services/auth/context";
import { resendVerification, verifyEmail } from "../services/auth/email-verification";
import { logIn } from "../services/auth/login";
import { requestPasswordReset, resetPassword } from "../services/auth/password-reset";
import { register } from "../services/auth/registration";
import { emailRequestSchema, loginSchema, registerSchema, resetPasswordSchema } from "../services/auth/schemas";
import { endSession, extendSession } from "../services/auth/sessions";
import { callerOf } from "./caller";
import { apiError } from "./errors";
import { requireAuth, sessionUserOf } from "./session";
import { finishSignIn, pendingSignInCookie } from "./sign-in-cookies";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

export function reply(c: Context<ApiEnv>, answer: Answer<unknown>) {
  if (answer.retryAfterSeconds !== undefined) c.header("Retry-After", String(answer.retryAfterSeconds));
  return c.json(answer.body, answer.status);
}

export async function authContext(c: Context<ApiEnv>): Promise<AuthContext> {
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  return createAuthContext({ db: c.var.db, env: c.env, waitUntil }, await callerOf(c.req.raw));
}

export const authApi = new Hono<ApiEnv>()
  .post("/register", async (c) => {
    const input = await readJson(c, registerSchema);
    if (!input.ok) return input.response;
    const result = await register(await authContext(c), input.data);
    return reply(c, registerAnswer(result, await getFixedT(c.req.raw)));
  })
  .post("/login", async (c) => {
    const t = await getFixedT(c.req.raw);
    if (await sessionUserOf(c)) return reply(c, alreadyAuthenticatedAnswer(t));
    const input = await readJson(c, loginSchema);
    if (!input.ok) return input.response;
    const ctx = await authContext(c);
    const result = await logIn(ctx, input.data);
    if (result.kind === "signed_in") {
      for (const cookie of await finishSignIn(c.req.raw, c.env, ctx, result.user)) {
        c.header("Set-Cookie", cookie, { append: true });
      }
    }
    if (result.kind === "two_factor_required") {
      c.header("Set-Cookie", await pendingSignInCookie(c.req.raw, c.env, result.pending));
    }
    return reply(c, loginAnswer(result, t));
  })
  .post("/logout", async (c) => {
    const t = await getFixedT(c.req.raw);
    c.header("Set-Cookie", await endSession(c.req.raw, c.env));
    return c.json({ message: t("auth.messages.signedOut") });
  })
  .get("/me", requireAuth, (c) => {
    const { id, name, email, isAdmin } = c.var.user;
    return c.json({ user: { id, nome: name, email, is_admin: isAdmin } });
  })
  .post("/refresh", requireAuth, async (c) => {
    const t = await getFixedT(c.req.raw);
    const cookie = await extendSession(c.req.raw, c.env);
    if (cookie) c.header("Set-Cookie", cookie);
    return c.json({ message: t("auth.messages.sessionRefreshed") });
  })
  .get("/verify-email", async (c) => {
    const t = await getFixedT(c.req.raw);
    const token = c.req.query("token")?.trim();
    if (!token) return apiError(c, 400, "token_required", t("auth.messages.tokenNotFound"));
    return reply(c, verifyEmailAnswer(await verifyEmail(c.var.db, token), t));
  })
  .post("/resend-verification", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    if (!input.ok) return input.response;
    const result = await resendVerification(await authContext(c), input.data.email);
    return reply(c, emailRequestAnswer(result, await getFixedT(c.req.raw), "auth.messages.verificationResent"));
  })
  .post("/forgot-password", async (c) => {
    const input = await readJson(c, emailRequestSchema);
    if (!input.ok) return input.response;
    const result = await requestPasswordReset(await authContext(c), input.data.email);
    return reply(c, emailRequestAnswer(result, await getFixedT(c.req.raw), "auth.messages.resetRequested"));
  })
  .post("/reset-password", async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    if (!input.ok) return input.response;
    const result = await resetPassword({ db: c.var.db, env: c.env }, input.data);
    return reply(c, resetPasswordAnswer(result, await getFixedT(c.req.raw)));
  });
