// The one reading of a record id or a page number that arrives as text (a path segment, a search
// parameter, a form field): every route, endpoint and form schema goes through parseId and
// parsePage, so `1e2`, `01`, `+1`, `1.0` or a number beyond what a query can take never reach one.
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

/** Far past the last page of any list the store shows; a query's offset stays small from here. */
export const MAX_PAGE = 1_000_000;

/**
 * A page number from the address: a positive whole number written plainly; anything else is the
 * first page, and a number past MAX_PAGE (`99999999999999999999`) the nearest page that can be read.
 */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d*$/.test(value)) return 1;
  return value.length > String(MAX_PAGE).length ? MAX_PAGE : Math.min(Number(value), MAX_PAGE);
}
