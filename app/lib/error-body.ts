import type { ErrorBody } from "@workers/http/refusals";

export type { ErrorBody };

/** A page form's refusal: the error body, and what was typed when the action refills its form (`refusable`). */
export type RefusedForm = ErrorBody & { values?: Record<string, string> };

/**
 * Whether an answer is the store's error shape ({error, message, details?}). Apart from forms.ts, so
 * components that only read answers (the cart, on every page) do not load the form checks with it.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === "object" && body !== null && "error" in body && "message" in body;
}
