// Domain refusals (workers/services/domain-error.ts) in Remix actions and loaders: the same status,
// error body and headers the REST API answers with (workers/http/refusals.ts), in the visitor's
// language. One helper for actions, one for loaders.
import { data } from "@remix-run/cloudflare";
import { refusalBody, refusalHeaders } from "@workers/http/refusals";
import { getFixedT } from "@workers/request/language";
import { DomainError } from "@workers/services/domain-error";

/** A refusal as an action's answer: the form shows its message and its field messages. */
export async function refusalData(request: Request, refusal: DomainError) {
  const body = refusalBody(refusal, await getFixedT(request));
  return data(body, { status: refusal.status, headers: refusalHeaders(refusal) });
}

/** For actions: runs the work; a domain refusal becomes the form's data (`refusalData`). */
export async function refusalAsData<T>(request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refusalData(request, error);
  }
}

/**
 * For loaders: a domain "not found" (an unknown id, another shopper's order) is the route's 404,
 * thrown with `body` for its meta and error boundary. Any other error goes on.
 */
export async function orNotFound<T>(work: Promise<T>, body: unknown = null): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data(body, { status: 404 });
    throw error;
  }
}

/**
 * An action's answer tagged with the form it answers (its `intent`), so the page shows the result
 * in that form's card even when the form was posted before the page's script ran.
 */
export function answering<T>(intent: unknown, answer: T): T {
  const wrapped = answer as { type?: unknown; data?: unknown } | null;
  const body = wrapped?.type === "DataWithResponseInit" ? wrapped.data : answer;
  if (typeof intent === "string" && body && typeof body === "object") Object.assign(body, { intent });
  return answer;
}
