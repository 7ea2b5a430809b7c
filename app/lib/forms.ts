// Client side of the forms: the shared valibot schemas checked before sending, and the API's
// error bodies ({error, message, details}) turned into messages per field.
import { validate } from "@shared/validation";
import { useEffect, useRef, useState } from "react";
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
 * Brings the first control named in `fields` (in the form's own order) into the middle of the
 * screen and focuses it, so a failed save never leaves its message out of sight; without such a
 * control, the form's error alert.
 */
function revealFirstError(form: HTMLFormElement, fields: ReadonlyArray<string>): void {
  const named = new Set(fields);
  const control = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && "name" in element && named.has(String(element.name)),
  );
  const target = control ?? form.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
}

/**
 * A form checked with `schema` before it is sent (the server checks again with the same schema):
 * `onSubmit` stops the submission, shows the messages and takes the shopper or admin to the first
 * one. `fieldErrors` are the browser's messages, else the server's for the last answer; a field's
 * message goes away as soon as what is typed there passes (wire `onInput`). `formError` is an
 * error that belongs to no field. Give the form `ref` so a refused answer from the server is
 * brought into view too.
 */
export function useCheckedForm(schema: v.GenericSchema, answer: unknown) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // Fields fixed since the last check, for that check's answer only.
  const [fixed, setFixed] = useState<{ answer: unknown; fields: string[] }>({ answer, fields: [] });
  const serverError = isErrorBody(answer) ? answer : null;
  const hasClientErrors = Object.keys(clientErrors).length > 0;
  const fixedFields = fixed.answer === answer ? fixed.fields : [];
  const shown = hasClientErrors ? clientErrors : groupByField(serverError?.details ?? []);
  const fieldErrors = Object.fromEntries(Object.entries(shown).filter(([field]) => !fixedFields.includes(field)));

  // A refusal from the server: its first message into view.
  useEffect(() => {
    if (!serverError || !ref.current) return;
    revealFirstError(ref.current, Object.keys(groupByField(serverError.details ?? [])));
  }, [serverError]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = validate(schema, formValues(event.currentTarget));
    const errors = result.success
      ? {}
      : groupByField(result.issues.map((issue) => ({ field: issue.field, message: t(issue.message) })));
    setClientErrors(errors);
    setFixed({ answer, fields: [] });
    if (result.success) return;
    event.preventDefault();
    revealFirstError(event.currentTarget, Object.keys(errors));
  };

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target;
    const name = target instanceof HTMLElement && "name" in target ? String(target.name) : "";
    if (!name || !fieldErrors[name]) return;
    const result = validate(schema, formValues(event.currentTarget));
    if (!result.success && result.issues.some((issue) => issue.field === name)) return;
    setFixed({ answer, fields: [...fixedFields, name] });
  };

  return {
    ref,
    onSubmit,
    onInput,
    fieldErrors,
    formError: !hasClientErrors && serverError && !serverError.details ? serverError.message : null,
  };
}
