import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's script runs. Controls that
 * only make sense with JavaScript (a button disabled until a field is filled, a form answered in
 * place through a fetcher) wait for it, so the page stays usable where scripts never run.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
