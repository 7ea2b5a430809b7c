// The API's one error shape (workers/services/errors.ts): {error, message, details?}.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ErrorBody, errorBody, type FieldError } from "../services/errors";

export type ApiErrorBody = ErrorBody;

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
  details?: FieldError[],
) {
  return c.json(errorBody(error, message, details), status);
}

/** The answer for a path no endpoint serves (or one that exists only in development). */
export function apiNotFound(c: Context) {
  return apiError(c, 404, "not_found", "No API route matches this path.");
}
