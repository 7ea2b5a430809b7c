/**
 * A refusal by a domain rule (unknown item, illegal status change, empty cart…). `messageKey` is an
 * i18n key; the Remix action or the API endpoint translates it and picks the answer's shape.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503 = 400,
    readonly field?: string,
  ) {
    super(code);
    this.name = "DomainError";
  }
}
