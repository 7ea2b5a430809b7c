// Domain refusals (workers/services/domain-error.ts) in Remix loaders and actions: the same status
// and error body the REST API gives (workers/http/domain-errors.ts), in the visitor's language.
import { data } from "@remix-run/cloudflare";
import { DomainError } from "@workers/services/domain-error";
import { domainErrorBody } from "@workers/services/errors";
import { getFixedT } from "~/i18n/i18n.server";

/** Runs an action's work; a domain refusal becomes its status and `{error, message, details?}` body. */
export async function withDomainErrorData<T>(request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(domainErrorBody(error, await getFixedT(request)), { status: error.status });
  }
}

/** For loaders: a domain "not found" (an unknown id, another shopper's order) is the route's 404. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
