import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Reloads the page's data every `intervalMs` while the tab is visible, and at once when it becomes
 * visible again: how the admin inbox stays current without a socket per admin for the list.
 */
export function useRevalidateWhileVisible(intervalMs: number) {
  const { revalidate, state } = useRevalidator();
  const busy = state !== "idle";
  useEffect(() => {
    const refresh = () => {
      if (!busy && document.visibilityState === "visible") revalidate();
    };
    const timer = setInterval(refresh, intervalMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [busy, intervalMs, revalidate]);
}
