// What happens when the store itself fails (a 5xx): one structured log line with the request id,
// and an answer that shows the request id and nothing else about the server (no message, no stack).
import type { Context } from "hono";
import type { Translate } from "../../shared/i18n/translator";
import { translatorFor } from "../../shared/i18n/translators";
import { logError } from "../kernel/log";
import { detectLanguage } from "./language";
import type { RequestContext } from "./load-context";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The store's error shape (ErrorBody, ./refusals.ts) with the request id, spelt out here since the
 * refusal path answers its 5xx through this file; TypeScript still checks it fits ErrorBody wherever
 * one is expected.
 */
export interface ServerErrorBody {
  error: string;
  message: string;
  requestId: string;
}

/** Requests whose failure is already logged, so the request-id middleware does not log it twice. */
const logged = new Set<string>();

export function logServerError(requestId: string, request: Request, error: unknown): void {
  logged.add(requestId);
  logError("server_error", error, { requestId, method: request.method, path: new URL(request.url).pathname });
}

/**
 * For the request-id middleware once the answer is known: a 5xx that nothing logged yet (a handler
 * that answered 500 itself) gets its one log line here.
 */
export function logUnloggedServerError(requestId: string, request: Request, status: number): void {
  if (logged.delete(requestId) || status < 500) return;
  logError("server_error", `answered ${status}`, {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
  });
}

/** The body of a 5xx, for the API and the pages alike: a translated apology (when a translator is at hand) and the request id. */
export function serverErrorBody(t: Translate | null, requestId: string): ServerErrorBody {
  const message = t
    ? t("errors.serverError", { requestId })
    : `Something went wrong on our side (reference ${requestId}).`;
  return { error: "internal_error", message, requestId };
}

/** Hono's onError for the API and the app: logged, then a 500 that shows only the request id. */
export async function answerServerError(error: unknown, c: Context): Promise<Response> {
  const id: string = c.get("requestId") ?? crypto.randomUUID();
  logServerError(id, c.req.raw, error);
  const context: RequestContext | undefined = c.get("context");
  // A failure before the request context was built (or while building it) still answers in the visitor's language if it can be told.
  const t = context?.t ?? (await detectLanguage(c.req.raw).then(translatorFor, () => null));
  const body = serverErrorBody(t, id);
  const headers = { [REQUEST_ID_HEADER]: id };
  if (new URL(c.req.url).pathname.startsWith("/api/")) return c.json(body, 500, headers);
  return c.text(body.message, 500, headers);
}
