// The cookies around signing in, for the REST API and the /login action alike: the signed note that
// the password step passed (two-factor accounts, five minutes to type the code), the browser's
// device id (new-device emails), the passkey sign-in's challenge, and finishing a sign-in with a fresh session.
import { createCookie } from "@remix-run/cloudflare";
import type { AuthContext } from "../accounts/context";
import { noteSignInDevice } from "../accounts/devices";
import type { PendingSignIn, SignedInAccount } from "../accounts/login";
import { PASSKEY_CHALLENGE_TTL_MS } from "../accounts/passkey-ceremonies";
import { startSession } from "../accounts/sessions";
import { auditOriginOf, shopperOriginOf } from "./caller";

const PENDING_MAX_AGE_SECONDS = 5 * 60;
/** Browsers forget a cookie after 400 days at most; a device seen again is remembered again. */
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID_BYTES = 16;

type CookieEnv = Pick<Env, "SESSION_SECRET">;

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * Over https `__Host-` cookies (Secure, this exact host); on plain http (local development) plain ones.
 * Without `maxAge` the browser keeps it for the visit only.
 */
export function hostCookie(request: Request, name: string, options: { maxAge?: number; secrets?: string[] }) {
  const secure = isSecure(request);
  return createCookie(secure ? `__Host-${name}` : name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...options,
  });
}

const pendingCookie = (request: Request, env: CookieEnv) =>
  hostCookie(request, "sign-in-step", { maxAge: PENDING_MAX_AGE_SECONDS, secrets: [env.SESSION_SECRET] });
/** The passkey sign-in's challenge this browser was given (issue 35): as long as the challenge lives. */
const passkeyChallengeCookie = (request: Request, env: CookieEnv) =>
  hostCookie(request, "passkey-challenge", {
    maxAge: PASSKEY_CHALLENGE_TTL_MS / 1000,
    secrets: [env.SESSION_SECRET],
  });
const deviceCookie = (request: Request) => hostCookie(request, "device", { maxAge: DEVICE_MAX_AGE_SECONDS });

/** Set-Cookie for the note that `pending` passed the password step; it expires on its own. */
export function pendingSignInCookie(request: Request, env: CookieEnv, pending: PendingSignIn): Promise<string> {
  const expiresAt = Date.now() + PENDING_MAX_AGE_SECONDS * 1000;
  return pendingCookie(request, env).serialize({ ...pending, expiresAt });
}

/** The note the password step left, or null: none, forged, or older than five minutes. */
export async function readPendingSignIn(request: Request, env: CookieEnv): Promise<PendingSignIn | null> {
  const value: unknown = await pendingCookie(request, env)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  if (typeof value !== "object" || value === null) return null;
  const { userId, sessionVersion, expiresAt } = value as Record<string, unknown>;
  if (typeof userId !== "number" || typeof sessionVersion !== "number" || typeof expiresAt !== "number") return null;
  return expiresAt > Date.now() ? { userId, sessionVersion } : null;
}

/** Set-Cookie binding a passkey sign-in's challenge to this browser (workers/accounts/passkeys.ts). */
export function passkeyChallengeSetCookie(request: Request, env: CookieEnv, challenge: string): Promise<string> {
  return passkeyChallengeCookie(request, env).serialize(challenge);
}

/** The passkey sign-in challenge this browser was given, or null: none, forged or expired. */
export async function readPasskeyChallenge(request: Request, env: CookieEnv): Promise<string | null> {
  const value: unknown = await passkeyChallengeCookie(request, env)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  return typeof value === "string" && value !== "" ? value : null;
}

function randomDeviceId(): string {
  return [...crypto.getRandomValues(new Uint8Array(DEVICE_ID_BYTES))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Signs `user` in: a new session, the browser's device id (an email when the account has not seen
 * it before), and the password step's note cleared. Returns the Set-Cookie values.
 */
export async function finishSignIn(
  request: Request,
  env: Env,
  ctx: AuthContext,
  user: SignedInAccount,
): Promise<string[]> {
  const devices = deviceCookie(request);
  const known: unknown = await devices.parse(request.headers.get("Cookie")).catch(() => null);
  const deviceId = typeof known === "string" && /^[0-9a-f]{32}$/.test(known) ? known : randomDeviceId();
  const { device } = auditOriginOf(request);
  await noteSignInDevice(ctx, user.id, deviceId, {
    from: shopperOriginOf(request),
    device,
    method: user.signedInWith,
  });
  return [
    await startSession(request, env, user),
    await devices.serialize(deviceId),
    await pendingCookie(request, env).serialize("", { maxAge: 0 }),
    await passkeyChallengeCookie(request, env).serialize("", { maxAge: 0 }),
  ];
}

/** Headers carrying several Set-Cookie values (a Headers object keeps each). */
export function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
