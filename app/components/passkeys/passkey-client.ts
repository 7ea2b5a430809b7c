// What the passkey buttons share in the browser: whether this page can use passkeys at all, the
// JSON calls to /api/auth/passkey* (the services behind them are the pages' too), and the WebAuthn
// browser library, loaded only when a button is pressed so no page's first-load JS carries it.
import { useRouteLoaderData } from "@remix-run/react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { isErrorBody } from "~/lib/error-body";
import type { loader as rootLoader } from "~/root";

/**
 * Whether a page on `hostname` can use passkeys for the store's RP ID: the browser allows the RP ID
 * of the page's own host or of a parent domain only. The store reached by another name (its IP
 * address, http://127.0.0.1 beside http://localhost) would start ceremonies the browser refuses.
 */
export function hostCarriesRpId(hostname: string, rpId: string | null | undefined): boolean {
  return Boolean(rpId) && (hostname === rpId || hostname.endsWith(`.${rpId}`));
}

/**
 * Passkeys need WebAuthn, a secure context (https, or http://localhost) and a page on the RP ID's
 * host: elsewhere (a plain-http address, another host name, an old browser) the buttons are not
 * shown. False until hydrated, since the server cannot know and nothing works before the script runs.
 */
export function usePasskeySupport(): boolean {
  const rpId = useRouteLoaderData<typeof rootLoader>("root")?.passkeyRpId;
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(
      window.isSecureContext &&
        typeof window.PublicKeyCredential === "function" &&
        hostCarriesRpId(window.location.hostname, rpId),
    );
  }, [rpId]);
  return supported;
}

/** A refusal from the store, with its message in the shopper's language and its error code. */
export class PasskeyRefusal extends Error {
  constructor(
    message: string,
    readonly error: string | null = null,
  ) {
    super(message);
  }
}

/** A same-origin JSON call; the store's refusal becomes a PasskeyRefusal carrying its message. */
export async function passkeyCall<Answer>(method: "POST" | "DELETE", path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(path, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw isErrorBody(answer)
      ? new PasskeyRefusal(answer.message, answer.error)
      : new PasskeyRefusal(response.statusText);
  }
  return answer as Answer;
}

export const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * An assertion of one of the account's passkeys over a `confirm` challenge: the factor it already
 * has, proven before adding a passkey or turning the authenticator app on.
 */
export async function existingPasskeyAssertion() {
  const optionsJSON = await passkeyCall<PublicKeyCredentialRequestOptionsJSON>(
    "POST",
    "/api/auth/passkeys/confirm-options",
    {},
  );
  const { startAuthentication } = await loadWebAuthn();
  return startAuthentication({ optionsJSON });
}

/**
 * What to tell the shopper when a ceremony failed: the store's own words for a refusal, `cancelled`
 * when the browser's dialog was dismissed or timed out (WebAuthn says NotAllowedError for both).
 */
export function passkeyFailureMessage(error: unknown, texts: { cancelled: string; failed: string }): string {
  if (error instanceof PasskeyRefusal) return error.message;
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return texts.cancelled;
  return texts.failed;
}
