// What the account services need: the store's bindings, who is calling and in which language. The
// edges (the Remix actions through workers/accounts/http/*page.server.ts, the REST API in workers/accounts/http/auth-api.ts)
// read the caller from the request (workers/edge/caller.ts); the services never see the request.

import type { Language } from "../../shared/i18n/config";
import type { Database } from "../db/client";
import { createMailer, type Mailer } from "../effects/mailer";
import { logError } from "../kernel/log";
import { type PublicOrigin, publicOrigin } from "../kernel/public-origin";
import type { SeenFrom } from "./seen-from";

/** Who is asking: what the rate limits count and the language new accounts keep. */
export interface Caller {
  /** The caller's IP, for rate limits. */
  ip: string;
  /** The language the caller reads the store in; new accounts keep it for their emails. */
  language: Language;
  /** The caller's browser and place, for the warning emails that name them. */
  seenFrom: SeenFrom;
}

export interface AuthContext extends Caller {
  db: Database;
  env: Env;
  mailer: Mailer;
  /** This store's configured public origin: every link in an email points here, whatever Host the request named. */
  origin: PublicOrigin;
  /** Keeps work (sending an email) alive after the response has gone out. */
  waitUntil: (promise: Promise<unknown>) => void;
}

export function createAuthContext(
  deps: { db: Database; env: Env; waitUntil: (promise: Promise<unknown>) => void },
  caller: Caller,
): AuthContext {
  return {
    ...deps,
    mailer: createMailer(deps.env, deps.db),
    origin: publicOrigin(deps.env),
    ...caller,
  };
}

/**
 * Work an answer must not wait for: what differs between an address with an account and one without
 * (looking it up, writing a token, sending the email) runs after the answer has gone, so both answers
 * take the same time and tell nothing. A failure is logged; the caller's answer stands.
 */
export function afterAnswering(ctx: Pick<AuthContext, "waitUntil">, event: string, work: () => Promise<void>): void {
  ctx.waitUntil(work().catch((error: unknown) => logError(event, error)));
}
