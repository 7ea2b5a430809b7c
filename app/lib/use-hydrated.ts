import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's script runs. The account
 * forms keep their submit button disabled until then: they answer in place through a fetcher,
 * which a native submission before hydration would bypass.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
