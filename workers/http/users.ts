// /api/users/{id}: a profile, read and changed by its owner or an admin.
import { type Context, Hono } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import { profileSchema } from "../services/auth/schemas";
import { getProfile, updateProfile } from "../services/auth/users";
import { parseId } from "../services/ids";
import { apiError } from "./errors";
import { requireAuth } from "./session";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

/**
 * The id in the path, once the caller may see that user: 400 for a malformed id, then 403 for
 * anyone but the user themself or an admin (before looking the id up, so nobody learns which ids exist).
 */
async function targetUserId(c: Context<AuthedApiEnv>): Promise<{ id: number } | { response: Response }> {
  const t = await getFixedT(c.req.raw);
  const id = parseId(c.req.param("id"));
  if (id === null) {
    return { response: apiError(c, 400, "invalid_id", t("auth.messages.invalidUserId")) };
  }
  if (id !== c.var.user.id && !c.var.user.isAdmin) {
    return { response: apiError(c, 403, "forbidden", t("auth.messages.forbidden")) };
  }
  return { id };
}

const notFound = async (c: Context<AuthedApiEnv>) =>
  apiError(c, 404, "not_found", (await getFixedT(c.req.raw))("auth.messages.userNotFound"));

export const usersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/:id", async (c) => {
    const target = await targetUserId(c);
    if ("response" in target) return target.response;
    const profile = await getProfile(c.var.db, target.id);
    return profile ? c.json(profile) : notFound(c);
  })
  .put("/:id", async (c) => {
    const target = await targetUserId(c);
    if ("response" in target) return target.response;
    const input = await readJson(c, profileSchema);
    if (!input.ok) return input.response;
    const update = await updateProfile(c.var.db, target.id, input.data);
    if (!update) return notFound(c);
    return c.json({ nome: update.profile.nome, telefone: update.profile.telefone });
  });
