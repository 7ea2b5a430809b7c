// The idempotency key a press carries (issue 46, decision 042): a hidden field of every form that
// adds, pays or sends, and the `Idempotency-Key` header of the REST API. A fresh key per press: the
// same key again is the same press (a double tap, a second submit, a retry), and does nothing twice.
import * as v from "valibot";

/** The form field that carries the key (the server renders it; the page's code renews it after each press). */
export const PRESS_KEY_FIELD = "press_key";
/** The REST API's header for the same key. */
export const PRESS_KEY_HEADER = "Idempotency-Key";

/** A key: 8 to 100 letters, digits, `-`, `_`, `.` or `:` (a UUID is one). Absent: the press is not deduped. */
export const pressKeySchema = v.optional(
  v.pipe(v.string("validation.invalidPressKey"), v.regex(/^[\w.:-]{8,100}$/, "validation.invalidPressKey")),
);

/** A key for the next press: random, so no two presses share one. */
export function newPressKey(): string {
  return crypto.randomUUID();
}
