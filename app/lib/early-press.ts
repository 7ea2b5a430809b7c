// A press made in a part's server HTML before its code came (app/lib/server-rendered-lazy.tsx):
// noted when it happens, pressed again by app/lib/carry-over.ts once the code is here. This much is
// in the page's first load; the rest comes with the part's code.

/**
 * A button pressed (or a form sent) in the server's HTML before the code came: pressed again once
 * it is here. Found by name and value when it has them, else by its place among the part's buttons.
 */
export interface Press {
  name: string;
  value: string;
  button: number;
  /** The form sent without a button (Enter in a form that has none), by its place. */
  form: number;
}

export const buttonsOf = (container: Element) => [...container.querySelectorAll("button, input[type=submit]")];

export function pressOf(container: Element, target: EventTarget): Press | null {
  const button = target instanceof Element ? target.closest("button, input[type=submit]") : null;
  if (!(button instanceof HTMLButtonElement || button instanceof HTMLInputElement)) return null;
  if (!container.contains(button)) return null;
  return { name: button.name, value: button.value, button: buttonsOf(container).indexOf(button), form: -1 };
}
