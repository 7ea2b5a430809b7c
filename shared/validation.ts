// One way to check input against a shared valibot schema, for the Remix actions, the Hono API and
// the services alike. Schema messages are i18n keys; the caller translates them for its audience.
import * as v from "valibot";

export interface FieldIssue {
  /** Dot path of the failing field ("email", "items.0.quantity"); "" for the whole input. */
  field: string;
  /** An i18n key, e.g. "validation.emailInvalid". */
  message: string;
}

export type Validation<T> = { success: true; output: T } | { success: false; issues: FieldIssue[] };

/**
 * The message of a rule that names none: valibot's own is English text for developers ("Invalid key:
 * Expected \"tag\" but received undefined"; a missing key is named with its object's message), so
 * a missing field is "required" and anything else "not valid", in the caller's language.
 */
function unnamedRuleMessage(issue: v.BaseIssue<unknown>): string {
  return issue.input === undefined ? "validation.fieldRequired" : "validation.fieldInvalid";
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { message: unnamedRuleMessage });
  if (result.success) return { success: true, output: result.output };
  return {
    success: false,
    issues: result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? "", message: issue.message })),
  };
}

/** The first issue of each field, translated: what a form shows next to each of its fields. */
export function fieldMessages(issues: FieldIssue[], translate: (key: string) => string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[issue.field] ??= translate(issue.message);
  return messages;
}
