// What the account services need from the request they serve, built the same way for the Remix
// actions (app/lib/auth.server.ts) and the REST API (workers/http/auth.ts).

import { getLanguage } from "../../../app/i18n/i18n.server";
import type { Language } from "../../../shared/i18n/config";
import type { Database } from "../../db/client";
import { createMailer, type Mailer } from "../mail/mailer";
import { type PublicOrigin, publicOrigin } from "../public-origin";
import { clientIp } from "../rate-limit";

export interface AuthContext {
  db: Database;
  env: Env;
  mailer: Mailer;
  /** This store's configured public origin: every link in an email points here, whatever Host the request named. */
  origin: PublicOrigin;
  /** The caller's IP, for rate limits. */
  ip: string;
  /** The language the caller reads the store in; new accounts keep it for their emails. */
  language: Language;
  /** Keeps work (sending an email) alive after the response has gone out. */
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function createAuthContext(
  request: Request,
  env: Env,
  db: Database,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<AuthContext> {
  return {
    db,
    env,
    mailer: createMailer(env, db),
    origin: publicOrigin(env),
    ip: clientIp(request),
    language: await getLanguage(request),
    waitUntil,
  };
}
