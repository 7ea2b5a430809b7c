// /api/auth/passkeys and /api/auth/passkey-login (issue 35): adding, listing and removing passkeys,
// and signing in with one. Thin: the rules live in workers/accounts/passkeys.ts; refusals are
// answered by the API's onError (./refusals.ts). Options and credentials travel in WebAuthn's JSON
// shapes (PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON and friends).
import { Hono } from "hono";
import {
  addPasskeySchema,
  passkeyOptionsSchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from "../../../shared/auth/passkey-schemas";
import { pathId } from "../../edge/params";
import { requireAuth } from "../../edge/session";
import { finishSignIn, passkeyChallengeSetCookie, readPasskeyChallenge } from "../../edge/sign-in-cookies";
import type { ApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { startPasskeyConfirmation } from "../passkey-factor";
import {
  addPasskey,
  listPasskeys,
  type PasskeySummary,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from "../passkeys";
import { authContextOf } from "./auth-api";
import { signedInBody } from "./auth-bodies";

const passkeyBody = (passkey: PasskeySummary) => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt,
  last_used_at: passkey.lastUsedAt,
});

export const passkeysApi = new Hono<ApiEnv>()
  .post("/passkeys/options", requireAuth, async (c) => {
    const input = await readJson(c, passkeyOptionsSchema);
    return c.json(await startPasskeyRegistration(authContextOf(c.var.context), c.var.user, input));
  })
  // Proving one of the account's passkeys before adding another: its assertion goes with the options call.
  .post("/passkeys/confirm-options", requireAuth, async (c) => {
    return c.json(await startPasskeyConfirmation(authContextOf(c.var.context), c.var.user));
  })
  .post("/passkeys", requireAuth, async (c) => {
    const input = await readJson(c, addPasskeySchema);
    const passkey = await addPasskey(authContextOf(c.var.context), c.var.user, input);
    const t = c.var.context.t;
    return c.json({ passkey: passkeyBody(passkey), message: t("passkeys.settings.added") }, 201);
  })
  .get("/passkeys", requireAuth, async (c) => {
    const list = await listPasskeys(c.var.db, c.var.user.id);
    return c.json({ passkeys: list.map(passkeyBody) });
  })
  .patch("/passkeys/:id", requireAuth, async (c) => {
    const id = pathId(c, "id");
    const input = await readJson(c, renamePasskeySchema);
    const passkey = await renamePasskey({ db: c.var.db }, c.var.user, id, input);
    const t = c.var.context.t;
    return c.json({ passkey: passkeyBody(passkey), message: t("passkeys.settings.renamed") });
  })
  .delete("/passkeys/:id", requireAuth, async (c) => {
    await removePasskey(authContextOf(c.var.context), c.var.user, pathId(c, "id"));
    const t = c.var.context.t;
    return c.json({ message: t("passkeys.settings.removed") });
  })
  .post("/passkey-login/options", async (c) => {
    const options = await startPasskeySignIn(authContextOf(c.var.context));
    c.header("Set-Cookie", await passkeyChallengeSetCookie(c.req.raw, c.env, options.challenge));
    return c.json(options);
  })
  .post("/passkey-login", async (c) => {
    const input = await readJson(c, passkeySignInSchema);
    const ctx = authContextOf(c.var.context);
    const bound = await readPasskeyChallenge(c.req.raw, c.env);
    const account = await signInWithPasskey(ctx, input.credential, bound);
    for (const cookie of await finishSignIn(c.req.raw, c.env, ctx, account)) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.json(signedInBody(account, c.var.context.t));
  });
