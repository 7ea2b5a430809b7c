// The API's one error shape: {error, message, details?}. `error` is a stable machine code,
// `message` is for people, `details` names each failing field.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  error: string;
  message: string;
  details?: FieldError[];
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
  details?: FieldError[],
) {
  const body: ApiErrorBody = details ? { error, message, details } : { error, message };
  return c.json(body, status);
}
