// Client side of the forms: the shared valibot schemas checked before sending, and the API's
// error bodies ({error, message, details}) turned into messages per field.
import { validate } from "@workers/services/validation";
import { useState } from "react";
import type * as v from "valibot";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "./error-body";

/** Messages per field name, one per failing rule. */
export type FieldErrors = Record<string, string[]>;

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

function groupByField(details: ReadonlyArray<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of details) errors[field] = [...(errors[field] ?? []), message];
  return errors;
}

/**
 * A form checked with `schema` before it is sent (the server checks again with the same schema):
 * `onSubmit` stops the submission and shows the messages when something fails. `fieldErrors` are
 * the browser's messages, else the server's for the last answer; `formError` is an error that
 * belongs to no field.
 */
export function useCheckedForm(schema: v.GenericSchema, answer: unknown) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = validate(schema, formValues(event.currentTarget));
    const errors = result.success
      ? {}
      : groupByField(result.issues.map((issue) => ({ field: issue.field, message: t(issue.message) })));
    setClientErrors(errors);
    if (!result.success) event.preventDefault();
  };
  const serverError = isErrorBody(answer) ? answer : null;
  const hasClientErrors = Object.keys(clientErrors).length > 0;
  return {
    onSubmit,
    fieldErrors: hasClientErrors ? clientErrors : groupByField(serverError?.details ?? []),
    formError: !hasClientErrors && serverError && !serverError.details ? serverError.message : null,
  };
}
