// "Sign in with a passkey" on the sign-in page and dialog (issue 35): discoverable credentials, so no
// email is asked; the browser offers the passkeys it holds for this store. Where the browser supports
// conditional mediation, a quiet request is also started after hydration, so the browser offers the
// passkeys in the email field's autofill (`autocomplete="username webauthn"`); choosing one there
// signs in through the same two endpoints as the button.
import { useRevalidator } from "@remix-run/react";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { LoginBody } from "@workers/accounts/http/auth-bodies";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { loadWebAuthn, passkeyCall, passkeyFailureMessage, usePasskeySupport } from "./passkey-client";

/** What the email field's autocomplete must name for the browser to offer passkeys in it. */
export const PASSKEY_AUTOFILL = "username webauthn";

const signInOptions = () =>
  passkeyCall<PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/passkey-login/options", {});

/**
 * The conditional request: resolves with the passkey the shopper picks from the email field's
 * autofill, or null when the browser cannot offer one there or `stop` aborted it first (the button
 * was pressed, the form went away). While it waits, aborting `stop` cancels the browser's request.
 */
async function passkeyFromAutofill(
  stop: AbortSignal,
  options: () => Promise<PublicKeyCredentialRequestOptionsJSON>,
): Promise<AuthenticationResponseJSON | null> {
  const available = await window.PublicKeyCredential.isConditionalMediationAvailable?.().catch(() => false);
  if (!available || stop.aborted) return null;
  const optionsJSON = await options();
  if (stop.aborted) return null;
  const { startAuthentication, WebAuthnAbortService } = await loadWebAuthn();
  if (stop.aborted) return null;
  stop.addEventListener("abort", () => WebAuthnAbortService.cancelCeremony(), { once: true });
  return startAuthentication({ optionsJSON, useBrowserAutofill: true });
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (message: string, user: { isAdmin: boolean }) => void }) {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const autofill = useRef<AbortController | null>(null);
  // The autofill's options call, while it may still set the challenge cookie.
  const autofillOptions = useRef<Promise<unknown> | null>(null);

  const failed = (error: unknown) =>
    setFailure(
      passkeyFailureMessage(error, { cancelled: t("passkeys.signIn.cancelled"), failed: t("passkeys.errors.failed") }),
    );

  async function finish(credential: AuthenticationResponseJSON) {
    const answer = await passkeyCall<Extract<LoginBody, { user: unknown }>>("POST", "/api/auth/passkey-login", {
      credential,
    });
    // The sign-in happened outside Remix's forms: the shell reads who is signed in again.
    revalidator.revalidate();
    onSignedIn(answer.message, { isAdmin: answer.user.is_admin });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per mounted form; `finish` only reads the latest props.
  useEffect(() => {
    if (!supported) return;
    const stop = new AbortController();
    autofill.current = stop;
    const options = () => {
      const asked = signInOptions();
      autofillOptions.current = asked;
      return asked;
    };
    passkeyFromAutofill(stop.signal, options).then(
      (credential) => (credential && !stop.signal.aborted ? finish(credential).catch(failed) : undefined),
      // Nothing to tell: the field simply offers no passkey (cancelled, refused options, no support).
      () => undefined,
    );
    return () => stop.abort();
  }, [supported]);

  if (!supported) return null;

  async function signIn() {
    // The browser runs one request at a time: the autofill's waiting one gives way to the button's.
    autofill.current?.abort();
    setBusy(true);
    setFailure(null);
    try {
      // Its answer sets the challenge cookie too: the button's own must come after it, not be overwritten.
      await autofillOptions.current?.catch(() => undefined);
      const optionsJSON = await signInOptions();
      const { startAuthentication } = await loadWebAuthn();
      await finish(await startAuthentication({ optionsJSON }));
    } catch (error) {
      failed(error);
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
