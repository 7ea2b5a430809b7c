// Signing out from anywhere (the user menu, the settings page, the admin area). The press signs the
// person out on this device at once and goes home with the toast (spec section 4); the store is
// told by POST /api/auth/logout (the same endSession as the /logout form), and until it has
// answered, `SignOutFeedback`, which stays mounted in the shell, tells it again (online again, next
// page load): a request that fails never leaves the page signed in (app/lib/sign-out-owed.ts).
import { useNavigate, useRevalidator, useSearchParams } from "@remix-run/react";
import { SIGNED_OUT_PARAM } from "@shared/auth/signed-out-param";
import { useEffect } from "react";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreSessionUser } from "~/lib/session-user";
import { setSignOutOwed, useSignOutOwed } from "~/lib/sign-out-owed";

/** Ends the store's session; false when the store did not answer that it did. */
async function endStoreSession(): Promise<boolean> {
  try {
    const answer = await fetch("/api/auth/logout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * The sign-out button: a real form posting to /logout, so a press before the page's code has come
 * signs out too (the server sends the person home with `?signedOut`); with the code, the person is
 * signed out here at once and SignOutFeedback tells the store.
 */
export function SignOutForm({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault();
        setSignOutOwed(true);
        toast(t("auth.messages.signedOut"));
        navigate("/", { replace: true });
      }}
    >
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/** The shell's side of signing out: the toast after a form post, and the store told of a sign-out here. */
export function SignOutFeedback() {
  const { t } = useTranslation();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const signedOutByForm = searchParams.has(SIGNED_OUT_PARAM);
  const owed = useSignOutOwed();
  const storeUser = useStoreSessionUser();
  const { revalidate } = useRevalidator();

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

  // Signed out here while the store still has the session: told until it answers, then the shell's
  // data is loaded again without it (and the shell sees nothing is owed any more, app/root.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: revalidate changes with every navigation; the sign-out does not.
  useEffect(() => {
    if (!owed || !storeUser) return;
    let stopped = false;
    const tell = () => {
      endStoreSession().then((ended) => {
        if (ended && !stopped) revalidate();
      });
    };
    tell();
    window.addEventListener("online", tell);
    return () => {
      stopped = true;
      window.removeEventListener("online", tell);
    };
  }, [owed, storeUser]);

  return null;
}
