// /api/auth/2fa/* and /api/auth/login/2fa: enrolling in two-factor sign-in, turning it off, and the
// sign-in's second step. Thin: the rules live in workers/services/auth/two-factor.ts; refusals are
// answered by the API's onError (./refusals.ts).
import { Hono } from "hono";
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  secondFactorSchema,
} from "../../shared/auth/two-factor-schemas";
import { getFixedT } from "../request/language";
import { finishSecondFactorSignIn, signInExpired } from "../services/auth/second-factor-sign-in";
import { disableTwoFactor, enableTwoFactor, startEnrolment, tellOwnerTwoFactorOn } from "../services/auth/two-factor";
import { authContext } from "./auth";
import { signedInBody } from "./auth-bodies";
import { clientIp } from "./caller";
import { requireAuth } from "./session";
import { finishSignIn, readPendingSignIn } from "./sign-in-cookies";
import type { ApiEnv } from "./types";
import { readJson } from "./validation";

export const twoFactorApi = new Hono<ApiEnv>()
  .post("/login/2fa", async (c) => {
    const pending = await readPendingSignIn(c.req.raw, c.env);
    if (!pending) throw signInExpired();
    const input = await readJson(c, secondFactorSchema);
    if (!input.ok) return input.response;
    const ctx = await authContext(c);
    const account = await finishSecondFactorSignIn(ctx, pending, input.data.code);
    for (const cookie of await finishSignIn(c.req.raw, c.env, ctx, account)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json(signedInBody(account, await getFixedT(c.req.raw)));
  })
  .post("/2fa/setup", requireAuth, async (c) => {
    const { secret, uri } = await startEnrolment(c.var.db, c.env, c.var.user);
    return c.json({ otpauth_uri: uri, secret });
  })
  .post("/2fa/enable", requireAuth, async (c) => {
    const input = await readJson(c, enableTwoFactorSchema);
    if (!input.ok) return input.response;
    const { recoveryCodes } = await enableTwoFactor(c.var.db, c.env, c.var.user.id, input.data, clientIp(c.req.raw));
    await tellOwnerTwoFactorOn(await authContext(c), c.var.user.id);
    const t = await getFixedT(c.req.raw);
    return c.json({ recovery_codes: recoveryCodes, message: t("twoFactor.enabled") });
  })
  .post("/2fa/disable", requireAuth, async (c) => {
    const input = await readJson(c, disableTwoFactorSchema);
    if (!input.ok) return input.response;
    await disableTwoFactor(c.var.db, c.env, c.var.user, input.data, clientIp(c.req.raw));
    const t = await getFixedT(c.req.raw);
    return c.json({ message: t("twoFactor.disabled") });
  });
