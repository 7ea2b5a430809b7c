import type { Context } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import { DomainError } from "../services/domain-error";
import { domainErrorBody } from "../services/errors";

/** A refusal by a domain rule as the API's error shape, in the caller's language; other errors propagate. */
export async function domainErrorResponse(c: Context, error: unknown): Promise<Response> {
  if (!(error instanceof DomainError)) throw error;
  return c.json(domainErrorBody(error, await getFixedT(c.req.raw)), error.status);
}

/** Runs a handler body, answering a domain refusal with `domainErrorResponse`. */
export async function withDomainErrors(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return domainErrorResponse(c, error);
  }
}
