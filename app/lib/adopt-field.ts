// What the shopper typed or chose in a part's server HTML before its code came (the part stays live
// meanwhile: ./server-rendered-lazy.tsx), kept when React takes the part over. React keeps a text
// field's value through hydration but not the component's state, and writes the state back into a
// controlled field on its next render; and React 18's hydration of a radio button resets the group
// to the server's choice. Each is shown by tests/e2e/slow-phone.spec.ts (decision 030).
import { type RefObject, startTransition, useLayoutEffect } from "react";

// Layout effects do not run on the server (and React warns of them there).
const useBrowserLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Once, as the part mounts in the browser and before it paints: when the field holds something
 * other than what the server wrote, `adopt` gets it (the state follows what was typed).
 */
export function useAdoptTyped(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement>,
  adopt: (value: string) => void,
) {
  useBrowserLayoutEffect(() => {
    const element = field.current;
    // A transition: an urgent update would make React throw away the server HTML of a part inside
    // this one whose code has not come yet (React error #421), and what was typed there.
    if (element && element.value !== element.defaultValue) startTransition(() => adopt(element.value));
    // Once, on mount: later values reach the state through onChange.
  }, []);
}

/**
 * For a radio group's first state: the value checked in the page as the part is drawn (the server's
 * HTML, as the shopper may have changed it), one of `values`, else `fallback`. Read while rendering,
 * as hydration itself would turn the server's choice back on.
 */
export function checkedInPage<T extends string>(name: string, values: readonly T[], fallback: T): T {
  if (typeof document === "undefined") return fallback;
  const checked = document.querySelector<HTMLInputElement>(`input[type=radio][name="${name}"]:checked`)?.value;
  return values.find((value) => value === checked) ?? fallback;
}
