// The store's one error shape and the one mapping of a refusal onto it, for the REST API and the
// pages' actions alike: {error, message, details?}. `error` is a stable machine code, `message` is
// for people (translated into the caller's language), `details` names each failing field. The
// Hono API answers with it in its onError (`answerApiError`); the Remix routes through
// workers/edge/page-refusals.server.ts.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Translate } from "../../shared/i18n/translator";
import type { FieldIssue } from "../../shared/validation";
import { DomainError } from "../kernel/domain-error";
import { answerServerError } from "./server-errors";
import type { ApiEnv } from "./types";

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  message: string;
  details?: FieldError[];
}

/** What the API answers: the error body with this request's id, so a client's report leads to the log. */
function withRequestId(c: Context, body: ErrorBody): ErrorBody & { requestId?: string } {
  const requestId: string | undefined = c.get("requestId");
  return requestId ? { ...body, requestId } : body;
}

export function errorBody(error: string, message: string, details?: FieldError[]): ErrorBody {
  return details ? { error, message, details } : { error, message };
}

/** The spec's error body carries a flag of the same name for these codes (POST /auth/login: 403 email_not_verified). */
const FLAGGED_CODES = new Set(["email_not_verified"]);

/** A refusal in the caller's language: its message, and one detail per field it names. */
export function refusalBody(error: DomainError, t: Translate): ErrorBody {
  const message = t(error.messageKey, error.params);
  const details = error.fields.map((field) => ({
    field: field.field,
    message: field.messageKey === error.messageKey ? message : t(field.messageKey),
  }));
  const body = errorBody(error.code, message, details.length > 0 ? details : undefined);
  return FLAGGED_CODES.has(error.code) ? { ...body, [error.code]: true } : body;
}

/** The headers a refusal's answer carries: Retry-After for a rate limit. */
export function refusalHeaders(error: DomainError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
}

/** Input that failed a shared schema, as a refusal: one field message per failing rule. */
export function invalidInput(issues: FieldIssue[]): DomainError {
  return new DomainError("validation_error", "validation.failed", 400, {
    fields: issues.map((issue) => ({ field: issue.field, messageKey: issue.message })),
  });
}

/**
 * An answer of the API's error shape about the request itself rather than the domain (a missing
 * route, a refused upgrade, a cross-site call…): like a refusal, a stable code and a message key,
 * in the caller's language.
 */
export function apiError<E extends ApiEnv>(
  c: Context<E>,
  status: ContentfulStatusCode,
  error: string,
  messageKey: string,
) {
  return c.json(withRequestId(c, errorBody(error, c.var.context.t(messageKey))), status);
}

/** The answer for a path no endpoint serves (or one that exists only in development). */
export function apiNotFound(c: Context) {
  return apiError(c, 404, "not_found", "errors.noApiRoute");
}

/**
 * The API's onError: a domain refusal thrown by any endpoint (or a service it calls) is its status
 * and error body, in the caller's language; anything else is a failure of the store itself, logged
 * and answered 500 with the request id only (server-errors.ts).
 */
export async function answerApiError(error: unknown, c: Context): Promise<Response> {
  if (!(error instanceof DomainError)) return answerServerError(error, c);
  const body = refusalBody(error, c.var.context.t);
  return c.json(withRequestId(c, body), error.status, refusalHeaders(error));
}
