import { useEffect, useState } from "react";

/**
 * False on the server and in the first browser render, true once React runs in the browser.
 * Controls that only make sense with JavaScript (a button disabled until a field is filled) wait
 * for it, so the page stays usable where scripts never run.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
