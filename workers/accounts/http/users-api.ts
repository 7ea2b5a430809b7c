// /api/users/{id}: a profile, read and changed by its owner or an admin.
import { Hono } from "hono";
import { profileSchema } from "../../../shared/auth/schemas";
import { pathId } from "../../edge/params";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { getProfile, type Profile, refuseUnlessSelfOrAdmin, updateProfile } from "../users";

/** A profile in the spec's field names (section 7: GET /users/{id}). */
function profileJson({ name, email, phone }: Profile) {
  return { nome: name, email, telefone: phone };
}

export const usersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/:id", async (c) => {
    const id = pathId(c, "id");
    refuseUnlessSelfOrAdmin(c.var.user, id);
    return c.json(profileJson(await getProfile(c.var.db, id)));
  })
  .put("/:id", async (c) => {
    const id = pathId(c, "id");
    const input = await readJson(c, profileSchema);
    const update = await updateProfile(c.var.db, c.var.user, id, input);
    const { nome, telefone } = profileJson(update.profile);
    return c.json({ nome, telefone });
  });
