// GET /api/users/{id}/export and DELETE /api/users/{id}: the account owner's own data, downloaded
// or deleted (LGPD art. 18). Only the owner: not even an admin exports or deletes someone else.
import { type Context, Hono } from "hono";
import { deleteAccountSchema } from "../../../shared/privacy/schemas";
import { endSession } from "../../accounts/sessions";
import { pathId } from "../../edge/params";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { DomainError } from "../../kernel/domain-error";
import { deleteAccount } from "../delete-account";
import { exportUserData } from "../export";

/** The id in the path, when it is the caller's own. */
function ownId(c: Context<AuthedApiEnv>): number {
  const id = pathId(c, "id");
  if (id !== c.var.user.id) throw new DomainError("forbidden", "auth.messages.forbidden", 403);
  return id;
}

export const privacyApi = new Hono<AuthedApiEnv>()
  .get("/:id/export", requireAuth, async (c) => {
    const id = ownId(c);
    const data = await exportUserData(c.var.db, c.env, id);
    c.header("Content-Disposition", `attachment; filename="gamer-store-my-data-${id}.json"`);
    c.header("Cache-Control", "no-store");
    return c.json(data);
  })
  .delete("/:id", requireAuth, async (c) => {
    const id = ownId(c);
    const input = await readJson(c, deleteAccountSchema);
    await deleteAccount({ db: c.var.db, env: c.env }, id, input, c.var.context.caller.ip);
    c.header("Set-Cookie", await endSession(c.req.raw, c.env));
    return c.json({ message: c.var.context.t("privacy.delete.done") });
  });
