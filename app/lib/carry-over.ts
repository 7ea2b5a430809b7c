// What the shopper did in a part's server HTML before its code came, carried over to the part the
// code draws (app/lib/server-rendered-lazy.tsx): typed values, choices, the focus and a press. It
// comes with the part's code, not in the page's first load (issue #19: first-load bytes).
import { buttonsOf, type Press } from "./early-press";

/** What the shopper did in the server's HTML before the code came: typed values and the focused field or button. */
export interface Carried {
  values: Array<{ key: string; value: string }>;
  /** Radio buttons and checkboxes turned on or off, by name and value. */
  checks: Array<{ name: string; value: string; checked: boolean }>;
  focused: string | null;
  /** The focused button's place among the part's buttons (a keyboard that tabbed into the part keeps its place), or -1. */
  focusedButton: number;
}

export function pressAgain(container: Element | null, press: Press) {
  if (!container) return;
  if (press.form >= 0) {
    container.querySelectorAll("form")[press.form]?.requestSubmit();
    return;
  }
  const buttons = buttonsOf(container);
  const named = press.name
    ? buttons.find(
        (button) =>
          (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
          button.name === press.name &&
          button.value === press.value,
      )
    : undefined;
  const button = named ?? buttons[press.button];
  if (button instanceof HTMLElement) button.click();
}

/** A field's name in the part: its id, else its name. */
const keyOf = (field: Element) => field.id || field.getAttribute("name") || "";

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldsOf = (container: Element): Field[] =>
  [...container.querySelectorAll("input, textarea")].filter(
    (field): field is Field =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && keyOf(field) !== "",
  );

const isCheck = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");

export function carriedFrom(container: Element | null): Carried {
  if (!container) return { values: [], checks: [], focused: null, focusedButton: -1 };
  const fields = fieldsOf(container);
  const values = fields
    .filter((field) => !isCheck(field) && field.value !== field.defaultValue)
    .map((field) => ({ key: keyOf(field), value: field.value }));
  const checks = fields
    .filter((field): field is HTMLInputElement => isCheck(field) && field instanceof HTMLInputElement)
    .filter((field) => field.checked !== field.defaultChecked)
    .map((field) => ({ name: field.name, value: field.value, checked: field.checked }));
  const active = document.activeElement;
  const inside = active !== null && container.contains(active);
  const focusedButton = inside ? buttonsOf(container).indexOf(active) : -1;
  return { values, checks, focused: inside && focusedButton < 0 ? keyOf(active) : null, focusedButton };
}

/** Sets a field's value as typing would, so that the part's own change handlers hear of it. */
function typeInto(field: Field, value: string) {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function carryInto(container: Element | null, carried: Carried) {
  if (!container) return;
  const fields = fieldsOf(container);
  for (const { key, value } of carried.values) {
    const field = fields.find((candidate) => keyOf(candidate) === key);
    if (field && field.value !== value) typeInto(field, value);
  }
  for (const { name, value, checked } of carried.checks) {
    const field = fields.find(
      (candidate) => candidate instanceof HTMLInputElement && candidate.name === name && candidate.value === value,
    );
    if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
  }
  const focused = fields.find((candidate) => carried.focused !== null && keyOf(candidate) === carried.focused);
  focused?.focus();
  const button = buttonsOf(container)[carried.focusedButton];
  if (carried.focusedButton >= 0 && button instanceof HTMLElement) button.focus();
}

/**
 * Runs `then` once no press is under way in the server's HTML: a pointer or Space held down on it,
 * its click not come yet. The browser sends no click when the element pressed is replaced before
 * the release, so the part's code waits for the release before drawing over the HTML (a "Complete
 * purchase" pressed as the checkout's code arrived did nothing).
 */
export function afterPress(container: Element | null, then: () => void) {
  if (!container?.querySelector(":active")) return then();
  const released = new AbortController();
  const release = () => {
    released.abort();
    // After the click that the release sends in the same task.
    setTimeout(then);
  };
  // The window's own blur too: a press lost to another window.
  for (const type of ["pointerup", "pointercancel", "keyup", "blur"]) {
    addEventListener(type, release, { signal: released.signal });
  }
}
