// /api/users/{id}: a profile, read and changed by its owner or an admin.
import { type Context, Hono } from "hono";
import { profileSchema } from "../../shared/auth/schemas";
import { parseId } from "../../shared/ids";
import { getProfile, type Profile, updateProfile } from "../services/auth/users";
import { DomainError } from "../services/domain-error";
import { requireAuth } from "./session";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

/**
 * The id in the path, once the caller may see that user: refused 400 for a malformed id, then 403
 * for anyone but the user themself or an admin (before looking the id up, so nobody learns which ids exist).
 */
function targetUserId(c: Context<AuthedApiEnv>): number {
  const id = parseId(c.req.param("id"));
  if (id === null) {
    throw new DomainError("invalid_id", "auth.messages.invalidUserId");
  }
  if (id !== c.var.user.id && !c.var.user.isAdmin) throw new DomainError("forbidden", "auth.messages.forbidden", 403);
  return id;
}

/** A profile in the spec's field names (section 7: GET /users/{id}). */
function profileJson({ name, email, phone }: Profile) {
  return { nome: name, email, telefone: phone };
}

export const usersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/:id", async (c) => c.json(profileJson(await getProfile(c.var.db, targetUserId(c)))))
  .put("/:id", async (c) => {
    const id = targetUserId(c);
    const input = await readJson(c, profileSchema);
    if (!input.ok) return input.response;
    const update = await updateProfile(c.var.db, id, input.data);
    const { nome, telefone } = profileJson(update.profile);
    return c.json({ nome, telefone });
  });
