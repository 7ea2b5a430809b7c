/**
 * The statuses a refusal may carry: the client's mistake (402: a card the payment sandbox declines,
 * as Stripe's API answers), or a provider the store depends on failing.
 */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/** One field the refusal is about, with its own message (an i18n key). */
export interface FieldRefusal {
  field: string;
  messageKey: string;
}

export interface RefusalDetails {
  /** The fields at fault, each with its message: several when the input breaks several rules. */
  fields?: FieldRefusal[];
  /** Values the message's text names, e.g. `{ count: 60 }` for "wait {{count}} seconds" (a number of things is always `count`, which picks the plural form). */
  params?: Record<string, string | number>;
  /** A rate limit's wait: the answer's Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * The one way a domain service refuses (an unknown item, an illegal status change, wrong
 * credentials, too many attempts…). `code` is the stable machine code and `messageKey` an i18n
 * key: the caller (the Hono API's onError, the Remix action and loader helpers in
 * workers/edge/page-refusals.server.ts) translates it and picks the answer's shape (workers/edge/refusals.ts).
 * The fourth argument is either the one field the refusal is about (it then shares the message) or
 * the refusal's details.
 */
export class DomainError extends Error {
  readonly fields: readonly FieldRefusal[];
  /** The (first) field the refusal is about, if any. */
  readonly field: string | undefined;
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status: RefusalStatus = 400,
    detail?: string | RefusalDetails,
  ) {
    super(code);
    this.name = "DomainError";
    const details = typeof detail === "string" ? { fields: [{ field: detail, messageKey }] } : (detail ?? {});
    this.fields = details.fields ?? [];
    this.field = this.fields[0]?.field;
    this.params = details.params;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Too many attempts: 429 with how long to wait, in the message and in Retry-After. */
export function rateLimited(retryAfterSeconds: number): DomainError {
  return new DomainError("rate_limited", "errors.rateLimited", 429, {
    params: { count: retryAfterSeconds },
    retryAfterSeconds,
  });
}

/** Something the caller named by id does not exist (or is not theirs to see). */
export function notFound(messageKey: string, code = "not_found"): DomainError {
  return new DomainError(code, messageKey, 404);
}
