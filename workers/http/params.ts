import type { Context } from "hono";
import { parseId } from "../../shared/ids";
import { getFixedT } from "../request/language";
import { apiError } from "./refusals";

/** The id in path parameter `name`, or a localized 400 when it is not one. */
export async function readIdParam(
  c: Context,
  name: string,
): Promise<{ ok: true; id: number } | { ok: false; response: Response }> {
  const id = parseId(c.req.param(name));
  if (id !== null) return { ok: true, id };
  const t = await getFixedT(c.req.raw);
  return { ok: false, response: apiError(c, 400, "invalid_id", t("catalogue.api.invalidId", { name })) };
}
