// /api/auth/2fa/* and /api/auth/login/2fa: enrolling in two-factor sign-in, turning it off, and the
// sign-in's second step. Thin: the rules live in workers/accounts/two-factor.ts; refusals are
// answered by the API's onError (./refusals.ts).
import { Hono } from "hono";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  secondFactorSchema,
  startEnrolmentSchema,
} from "../../../shared/auth/two-factor-schemas";
import { requireAuth } from "../../edge/session";
import { finishSignIn, readPendingSignIn } from "../../edge/sign-in-cookies";
import type { ApiEnv } from "../../edge/types";
import { readJson, readOptionalJson } from "../../edge/validation";
import { finishSecondFactorSignIn, signInExpired } from "../second-factor-sign-in";
import { disableTwoFactor, enableTwoFactor, startEnrolment } from "../two-factor";
import { authContextOf } from "./auth-api";
import { signedInBody } from "./auth-bodies";

export const twoFactorApi = new Hono<ApiEnv>()
  .post("/login/2fa", async (c) => {
    const pending = await readPendingSignIn(c.req.raw, c.env);
    if (!pending) throw signInExpired();
    const input = await readJson(c, secondFactorSchema);
    const ctx = authContextOf(c.var.context);
    const account = await finishSecondFactorSignIn(ctx, pending, input.code);
    for (const cookie of await finishSignIn(c.req.raw, c.env, ctx, account)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json(signedInBody(account, c.var.context.t));
  })
  .post("/2fa/setup", requireAuth, async (c) => {
    const options = await readOptionalJson(c, startEnrolmentSchema);
    const { secret, uri } = await startEnrolment(c.var.db, c.env, c.var.user, options);
    return c.json({ otpauth_uri: uri, secret });
  })
  .post("/2fa/enable", requireAuth, async (c) => {
    const input = await readJson(c, enableTwoFactorSchema);
    const { recoveryCodes } = await enableTwoFactor(authContextOf(c.var.context), c.var.user, input);
    const t = c.var.context.t;
    return c.json({ recovery_codes: recoveryCodes, message: t("twoFactor.enabled") });
  })
  .post("/2fa/disable", requireAuth, async (c) => {
    const input = await readJson(c, disableTwoFactorSchema);
    await disableTwoFactor(authContextOf(c.var.context), c.var.user, input);
    const t = c.var.context.t;
    return c.json({ message: t("twoFactor.disabled") });
  });
