// GET /api/users/{id}/export and DELETE /api/users/{id}: the account owner's own data, downloaded
// or deleted (LGPD art. 18). Only the owner: not even an admin exports or deletes someone else.
import { type Context, Hono } from "hono";
import { deleteAccountSchema } from "../../shared/privacy/schemas";
import { getFixedT } from "../request/language";
import { endSession } from "../services/auth/sessions";
import { DomainError } from "../services/domain-error";
import { deleteAccount } from "../services/privacy/delete-account";
import { exportUserData } from "../services/privacy/export";
import { clientIp } from "./caller";
import { readIdParam } from "./params";
import { requireAuth } from "./session";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

/** The id in the path, when it is the caller's own. */
async function ownId(c: Context<AuthedApiEnv>) {
  const param = await readIdParam(c, "id");
  if (param.ok && param.id !== c.var.user.id) throw new DomainError("forbidden", "auth.messages.forbidden", 403);
  return param;
}

export const privacyApi = new Hono<AuthedApiEnv>()
  .get("/:id/export", requireAuth, async (c) => {
    const param = await ownId(c);
    if (!param.ok) return param.response;
    const data = await exportUserData(c.var.db, c.env, param.id);
    c.header("Content-Disposition", `attachment; filename="gamer-store-my-data-${param.id}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  })
  .delete("/:id", requireAuth, async (c) => {
    const param = await ownId(c);
    if (!param.ok) return param.response;
    const input = await readJson(c, deleteAccountSchema);
    if (!input.ok) return input.response;
    await deleteAccount({ db: c.var.db, env: c.env }, param.id, input.data, clientIp(c.req.raw));
    c.header("Set-Cookie", await endSession(c.req.raw, c.env));
    return c.json({ message: (await getFixedT(c.req.raw))("privacy.delete.done") });
  });
