import type { ErrorBody } from "@workers/edge/refusals";

export type { ErrorBody };

/** A page form's refusal: the error body, and what was typed when the action shows its form again (`keepingTyped`). */
export type RefusedForm = ErrorBody & { typed?: Record<string, string | string[]> };

/** What a refused form had in `name`, to show it again (the first value of a repeated field). */
export function typedText(answer: unknown, name: string): string {
  const value = isErrorBody(answer) ? (answer as RefusedForm).typed?.[name] : undefined;
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/** Every value a refused form had in `name` (checkboxes of one name). */
export function typedList(answer: unknown, name: string): string[] {
  const value = isErrorBody(answer) ? (answer as RefusedForm).typed?.[name] : undefined;
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/**
 * Whether an answer is the store's error shape ({error, message, details?}). Apart from forms.ts, so
 * components that only read answers (the cart, on every page) do not load the form checks with it.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === "object" && body !== null && "error" in body && "message" in body;
}
