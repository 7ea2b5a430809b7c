import type { Context } from "hono";
import type * as v from "valibot";
import { validate } from "../../shared/validation";
import { getFixedT } from "../request/language";
import { apiError, invalidInput, refusalBody } from "./refusals";

/**
 * Reads a JSON body and checks it against a shared schema. On failure the answer is a 400 in the
 * API's error shape, with one detail per failing rule, in the caller's language.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: v.InferOutput<S> } | { ok: false; response: Response }> {
  const t = await getFixedT(c.req.raw);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: apiError(c, 400, "invalid_json", t("validation.invalidJson")) };
  }
  const result = validate(schema, body);
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, response: c.json(refusalBody(invalidInput(result.issues), t), 400) };
}
