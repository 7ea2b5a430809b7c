import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useSessionUser } from "~/lib/session-user";
import { useAuthModal } from "./auth-modal";

const PARAM = "openLogin";

/**
 * `?openLogin=true` on any page opens the sign-in modal (for a visitor) and is then removed from
 * the address, so reloading or going back does not open it again.
 */
export function useOpenLoginParam() {
  const location = useLocation();
  const { open } = useAuthModal();
  const signedIn = useSessionUser() !== null;
  const requested = new URLSearchParams(location.search).get(PARAM) === "true";
  // Once per visit of the address: the router still has the parameter (see below).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!requested || handled.current === location.key) return;
    handled.current = location.key;
    if (!signedIn) open();
    // Taken off the address bar only, not through the router: right after hydrating, a navigation
    // reaches the page's parts still waiting for their code, and the dialog's focus (an urgent
    // update) then makes React throw their server HTML away (React error #421, decision 030).
    const address = new URL(window.location.href);
    address.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, "", address);
  }, [requested, signedIn, open, location.key]);
}
