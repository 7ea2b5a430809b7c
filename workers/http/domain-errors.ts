import type { Context } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import { DomainError } from "../services/domain-error";
import { apiError } from "./errors";

/** A refusal by a domain rule as the API's error shape, in the caller's language; other errors propagate. */
export async function domainErrorResponse(c: Context, error: unknown): Promise<Response> {
  if (!(error instanceof DomainError)) throw error;
  const t = await getFixedT(c.req.raw);
  const message = t(error.messageKey);
  return apiError(c, error.status, error.code, message, error.field ? [{ field: error.field, message }] : undefined);
}

/** Runs a handler body, answering a domain refusal with `domainErrorResponse`. */
export async function withDomainErrors(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return domainErrorResponse(c, error);
  }
}
