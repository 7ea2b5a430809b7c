import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once the page's script runs. Controls that
 * only make sense with JavaScript (a button disabled until a field is filled, a form answered in
 * place through a fetcher) wait for it, so the page stays usable where scripts never run.
 *
 * The switch is a transition (one render after mounting, on a client navigation too): an urgent update reaching a part whose code has not come yet
 * (app/lib/server-rendered-lazy.tsx) would make React throw its server HTML away (React error
 * #421), and what the shopper typed in it with it.
 */
export function useHydrated(): boolean {
  // False at first on every mount: a part hydrated late must match the HTML the server wrote.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
    // Once, on mount.
  }, []);
  return hydrated;
}
