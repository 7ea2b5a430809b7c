// Signing out from anywhere (the user menu, the settings page): one shared fetcher posts to the
// /logout action, and `SignOutFeedback`, which stays mounted in the shell, shows the toast and goes
// home once it is done, even though the menu that started it has gone with the session.
import { useFetcher, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import { SIGNED_OUT_PARAM } from "./signed-out-param";

const SIGN_OUT_FETCHER = "sign-out";

/**
 * The sign-out button: a real form posting to /logout, so a press before the page's code has come
 * signs out too (the server sends the person home with `?signedOut`); with the code, the shared
 * fetcher posts it and SignOutFeedback answers.
 */
export function SignOutForm({ label, className }: { label: string; className?: string }) {
  const fetcher = useFetcher({ key: SIGN_OUT_FETCHER });
  return (
    <fetcher.Form method="post" action="/logout">
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {label}
      </button>
    </fetcher.Form>
  );
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
  const [searchParams, setSearchParams] = useSearchParams();
  const signedOutByForm = searchParams.has(SIGNED_OUT_PARAM);

  // Signed out by the form before the page's code came: the toast once the code is here, and a clean address.
  useEffect(() => {
    if (!signedOutByForm) return;
    toast(t("auth.messages.signedOut"));
    setSearchParams(
      (params) => {
        params.delete(SIGNED_OUT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [signedOutByForm, toast, t, setSearchParams]);

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
