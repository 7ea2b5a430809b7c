import { useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useSessionUser } from "~/lib/session-user";
import { useAuthModal } from "./auth-modal";

/**
 * `?openLogin=true` on any page opens the sign-in modal (for a visitor) and is then removed from
 * the address with a history replace, so reloading or going back does not open it again.
 */
export function useOpenLoginParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { open } = useAuthModal();
  const signedIn = useSessionUser() !== null;
  const requested = searchParams.get("openLogin") === "true";

  useEffect(() => {
    if (!requested) return;
    if (!signedIn) open();
    setSearchParams(
      (params) => {
        params.delete("openLogin");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, signedIn, open, setSearchParams]);
}
