// Signing out from anywhere (the user menu, the settings page): one shared fetcher posts to the
// /logout action, and `SignOutFeedback`, which stays mounted in the shell, shows the toast and goes
// home once it is done, even though the menu that started it has gone with the session.
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";

const SIGN_OUT_FETCHER = "sign-out";

export function useSignOut() {
  const fetcher = useFetcher({ key: SIGN_OUT_FETCHER });
  return {
    pending: fetcher.state !== "idle",
    signOut: () => fetcher.submit(null, { method: "post", action: "/logout" }),
  };
}

/**
 * The session is ended on the server whatever happens next; if the request failed, the person
 * still lands home (spec section 4).
 */
export function SignOutFeedback() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { state } = useFetcher({ key: SIGN_OUT_FETCHER });
  const wasBusy = useRef(false);

  useEffect(() => {
    if (state !== "idle") {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    toast(t("auth.messages.signedOut"));
    navigate("/", { replace: true });
  }, [state, toast, t, navigate]);

  return null;
}
