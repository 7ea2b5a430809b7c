// "Sign in with a passkey" on the sign-in page and dialog (issue 35): discoverable credentials, so no
// email is asked; the browser offers the passkeys it holds for this store.
import { useRevalidator } from "@remix-run/react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { LoginBody } from "@workers/http/auth-bodies";
import { useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { loadWebAuthn, passkeyCall, passkeyFailureMessage, usePasskeySupport } from "./passkey-client";

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (message: string, user: { isAdmin: boolean }) => void }) {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setFailure(null);
    try {
      const optionsJSON = await passkeyCall<PublicKeyCredentialRequestOptionsJSON>(
        "POST",
        "/api/auth/passkey-login/options",
        {},
      );
      const { startAuthentication } = await loadWebAuthn();
      const credential = await startAuthentication({ optionsJSON });
      const answer = await passkeyCall<Extract<LoginBody, { user: unknown }>>("POST", "/api/auth/passkey-login", {
        credential,
      });
      // The sign-in happened outside Remix's forms: the shell reads who is signed in again.
      revalidator.revalidate();
      onSignedIn(answer.message, { isAdmin: answer.user.is_admin });
    } catch (error) {
      setFailure(
        passkeyFailureMessage(error, {
          cancelled: t("passkeys.signIn.cancelled"),
          failed: t("passkeys.errors.failed"),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">{t("passkeys.signIn.or")}</p>
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <button type="button" className="button button--ghost" onClick={signIn} disabled={busy} aria-busy={busy}>
        {busy ? t("passkeys.signIn.working") : t("passkeys.signIn.button")}
      </button>
    </div>
  );
}
