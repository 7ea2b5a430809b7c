import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Goes to `to` after `delayMs` once `active`: for outcomes whose message people should get to read
 * before the next step (the page also offers a button to go at once).
 */
export function useRedirectAfter(active: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
