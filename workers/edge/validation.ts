import type { Context } from "hono";
import type * as v from "valibot";
import { PRESS_KEY_HEADER, pressKeySchema } from "../../shared/press-key";
import { validate } from "../../shared/validation";
import { DomainError } from "../kernel/domain-error";
import { invalidInput } from "./refusals";

/**
 * Reads a JSON body and checks it against a shared schema. A body that is not JSON, or breaks a
 * rule, is a 400 refusal thrown for the API's onError: one detail per failing rule, in the
 * caller's language.
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new DomainError("invalid_json", "validation.invalidJson");
  }
  return checked(schema, body);
}

function checked<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = validate(schema, body);
  if (!result.success) throw invalidInput(result.issues);
  return result.output;
}

/** As readJson, for a call whose body may be left out: no body at all is checked as `undefined`. */
export async function readOptionalJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return (await c.req.text()).trim() === "" ? checked(schema, undefined) : readJson(c, schema);
}

/**
 * The idempotency key a press carried (decision 042): the API's `Idempotency-Key` header, or a
 * form's hidden field (`field` names it in a refusal). A malformed key is a 400 refusal, never
 * ignored: a client that sends one expects its retries to be recognised.
 */
export function readPressKey(value: unknown, field: string = PRESS_KEY_HEADER): string | undefined {
  const result = validate(pressKeySchema, value ?? undefined);
  if (!result.success) throw invalidInput(result.issues.map((issue) => ({ ...issue, field })));
  return result.output;
}

/** The REST API's `Idempotency-Key` header, read as readPressKey reads it. */
export function pressKeyHeader(c: Context): string | undefined {
  return readPressKey(c.req.header(PRESS_KEY_HEADER));
}
