// The one reading of a record id that arrives as text (a path segment, a search parameter, a form
// field): every route, endpoint and form schema goes through parseId, so `1e2`, `01`, `+1`, `1.0`
// or an id beyond what a number holds exactly never reach a query as some other id.
import * as v from "valibot";

/** A database id as it appears in a URL: a positive whole number, nothing else (no sign, no leading zero). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** parseId for a form field: the id as a number, or `message` (an i18n key) as the field's error. */
export function idField(message: string) {
  return v.pipe(
    v.string(message),
    v.check((text) => parseId(text) !== null, message),
    v.transform(Number),
  );
}
