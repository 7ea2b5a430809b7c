// Sign-in sessions: a signed cookie holding a random 128-bit id, the session data in the SESSIONS
// KV namespace. KV is eventually consistent (a deleted session may linger for up to a minute in
// other locations), so each session also carries the user's session_version from D1, which is
// checked on every request: bumping it (password reset, disabled account) ends every session at once.
// A session opened with a passkey names it, and ends when the passkey is removed.
import { createCookie, createSessionStorage } from "@remix-run/cloudflare";
import type { Database } from "../db/client";
import { type AdminAccess, SIGN_IN_METHODS, type SignInMethod } from "./admin-access";
import { noteSessionRead } from "./session-reads";
import { type SignInClaim, standingsOf } from "./sign-in-standing";
import type { StaffRole } from "./staff-powers";

/** A session lasts 30 days from sign-in or from its last refresh (POST /api/auth/refresh). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_ID_BYTES = 16;

interface SessionData {
  userId: number;
  sessionVersion: number;
  signedInWith: SignInMethod;
  /** The passkey that opened the session (a passkey sign-in). */
  passkeyId?: number;
}

/** What each session key carries as KV metadata. */
export type SessionMetadata = Partial<SessionData>;

export const SESSION_KEY_PREFIX = "session:";

/** Who is signed in, as every page and endpoint sees it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  signedInWith: SignInMethod;
  /**
   * What the admin-access rule grants this session now (null: the account is no admin). Admin powers
   * are asked of `can` (./staff-powers.ts), which reads this.
   */
  adminAccess: AdminAccess | null;
  /** The staff account's role (null: a shopper); `can` reads it with `adminAccess`. */
  staffRole: StaffRole | null;
}

type SessionEnv = Pick<Env, "SESSIONS" | "SESSION_SECRET" | "ENVIRONMENT" | "CACHE_VERSIONS">;

function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The sign-in cookie's name for this request's scheme (see sessionStorage). */
export function sessionCookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "__Host-session" : "session";
}

function carriesSessionCookie(request: Request): boolean {
  const name = sessionCookieName(request);
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies.split(";").some((cookie) => cookie.split("=", 1)[0]?.trim() === name);
}

/**
 * Built per request: over https the cookie is `__Host-session` and Secure (bound to this exact
 * host, no Domain, Path=/); on plain http (local development) it is `session`, so it still works.
 * Remix's own createWorkersKVSessionStorage draws 64-bit ids; this is the same KV storage with
 * 128-bit ids.
 */
function sessionStorage(request: Request, env: SessionEnv) {
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set");
  const secure = new URL(request.url).protocol === "https:";
  const cookie = createCookie(sessionCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  const key = (id: string) => `${SESSION_KEY_PREFIX}${id}`;
  // The metadata lets housekeeping find sessions that can no longer sign anyone in by listing keys,
  // without reading each value (workers/housekeeping/dead-sessions.ts).
  const put = (id: string, data: Partial<SessionData>, expires?: Date) =>
    env.SESSIONS.put(key(id), JSON.stringify(data), {
      expiration: expires ? Math.round(expires.getTime() / 1000) : undefined,
      metadata: {
        userId: data.userId,
        sessionVersion: data.sessionVersion,
        passkeyId: data.passkeyId,
      } satisfies SessionMetadata,
    });
  return createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      const id = randomSessionId();
      await put(id, data, expires);
      return id;
    },
    readData: (id) => env.SESSIONS.get(key(id), "json"),
    updateData: (id, data, expires) => put(id, data, expires),
    deleteData: (id) => env.SESSIONS.delete(key(id)),
  });
}

type SessionStorage = ReturnType<typeof sessionStorage>;

/**
 * The request's session, or a new empty one. A cookie whose signature is not even well-formed
 * makes Remix's unsigning throw; such a cookie is simply no session.
 */
function currentSession(storage: SessionStorage, request: Request) {
  return storage.getSession(request.headers.get("Cookie")).catch(() => storage.getSession());
}

/**
 * Who is signed in and with which session version: what a long-lived connection (a chat socket)
 * keeps, so it can check later that the same sign-in still holds (workers/accounts/live-grants.ts).
 */
export interface SignedIn {
  user: SessionUser;
  /** What the session says of its sign-in, for a connection to check again later. */
  claim: SignInClaim;
}

/**
 * The signed-in user with the session version the sign-in carries, or null: no session, an ended
 * session, a disabled account, or a stale session version.
 */
export async function readSignedIn(request: Request, env: SessionEnv, db: Database): Promise<SignedIn | null> {
  // Without the sign-in cookie every visitor gets the same answer: only a cookie makes it personal.
  if (carriesSessionCookie(request)) noteSessionRead();
  const session = await currentSession(sessionStorage(request, env), request);
  const userId = session.get("userId");
  const sessionVersion = session.get("sessionVersion");
  if (typeof userId !== "number" || typeof sessionVersion !== "number") return null;
  const claim = claimOf(userId, sessionVersion, session.get("signedInWith"), session.get("passkeyId"));
  const [standing] = await standingsOf(db, env, [claim]);
  if (!standing) return null;
  return {
    user: {
      ...standing.account,
      signedInWith: claim.signedInWith,
      adminAccess: standing.adminAccess,
      staffRole: standing.staffRole,
    },
    claim,
  };
}

/**
 * A session from before the method (or the passkey) was kept counts as the weakest: a password
 * alone, since which passkey opened it cannot be told.
 */
function claimOf(userId: number, sessionVersion: number, method: unknown, passkeyId: unknown): SignInClaim {
  const signedInWith = SIGN_IN_METHODS.find((known) => known === method) ?? "password";
  if (signedInWith !== "passkey") return { userId, sessionVersion, signedInWith, passkeyId: null };
  if (typeof passkeyId !== "number") return { userId, sessionVersion, signedInWith: "password", passkeyId: null };
  return { userId, sessionVersion, signedInWith, passkeyId };
}

/**
 * Signs `user` in with a brand-new session id (the visitor's previous session, if any, is
 * deleted, so an id planted before sign-in is worthless). Returns the Set-Cookie value.
 */
export async function startSession(
  request: Request,
  env: SessionEnv,
  user: { id: number; sessionVersion: number; signedInWith: SignInMethod; passkeyId?: number },
): Promise<string> {
  const storage = sessionStorage(request, env);
  const previous = await currentSession(storage, request);
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set("userId", user.id);
  session.set("sessionVersion", user.sessionVersion);
  session.set("signedInWith", user.signedInWith);
  if (user.passkeyId !== undefined) session.set("passkeyId", user.passkeyId);
  return storage.commitSession(session);
}

/** Deletes the session and returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request, env: SessionEnv): Promise<string> {
  const storage = sessionStorage(request, env);
  return storage.destroySession(await currentSession(storage, request));
}

/** Gives the current session another full lifetime; null when there is no session to extend. */
export async function extendSession(request: Request, env: SessionEnv): Promise<string | null> {
  const storage = sessionStorage(request, env);
  const session = await currentSession(storage, request);
  if (!session.id) return null;
  return storage.commitSession(session);
}
