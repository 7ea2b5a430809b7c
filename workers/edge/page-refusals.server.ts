// Domain refusals (workers/kernel/domain-error.ts) in Remix actions and loaders: the same status,
// error body and headers the REST API answers with (workers/edge/refusals.ts), in the visitor's
// language. `refusable` wraps every action, so a refusal thrown anywhere in it (reading the form
// included) is the form's answer; `refusalResponse` answers for a resource route; `pageNotFound`
// (or `orNotFound` around a service) is every page loader's 404.
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import type { Translate } from "@shared/i18n/translator";
import { refusalBody, refusalHeaders } from "@workers/edge/refusals";
import { DomainError } from "@workers/kernel/domain-error";

/** A refusal as an action's answer: the form shows its message and its field messages. */
function refusalData(t: Translate, refusal: DomainError) {
  const body = refusalBody(refusal, t);
  return data(body, { status: refusal.status, headers: refusalHeaders(refusal) });
}

/** Runs the work; a domain refusal becomes the form's data (`refusalData`), anything else goes on. */
async function answerRefusal<T>(t: Translate, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refusalData(t, error);
  }
}

/**
 * The one wrapper of every route's action: a domain refusal thrown while it runs (a form that breaks
 * a shared schema in `readForm`, a service saying no) is answered with its status and error body,
 * which the page shows by the form (`keepingTyped` adds what was typed, for a form shown again).
 */
export function refusable<Args extends { context: AppLoadContext }, T>(action: (args: Args) => Promise<T>) {
  return (args: Args) => answerRefusal(args.context.t, () => action(args));
}

/**
 * For resource routes (answers that are no page: an image, a JSON of texts): a domain refusal is a
 * Response of its status and error body, as the API would answer it.
 */
export async function refusalResponse(t: Translate, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const body = refusalBody(error, t);
    return Response.json(body, { status: error.status, headers: refusalHeaders(error) });
  }
}

/** A loader's 404: the route's error boundary shows it, with `body` for its meta. */
export function pageNotFound(body: unknown = null) {
  return data(body, { status: 404 });
}

/**
 * For loaders: a domain "not found" (an unknown id, another shopper's order) is the route's 404
 * (`pageNotFound`). Any other error goes on.
 */
export async function orNotFound<T>(work: Promise<T>, body: unknown = null): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw pageNotFound(body);
    throw error;
  }
}

/**
 * The answer of a page with several forms, tagged with the form it answers (its `intent`), so the
 * page shows the result, or the refusal, in that form's card even when the form was posted before
 * the page's script ran.
 */
export async function answering<T>(t: Translate, intent: unknown, work: () => Promise<T>) {
  const answer = await answerRefusal(t, work);
  if (typeof intent === "string") tag(answer, { intent });
  return answer;
}

/** Adds `tags` to an answer's body (a refusal's body is wrapped with its status). */
function tag(answer: unknown, tags: Record<string, unknown>) {
  const wrapped = answer as { type?: unknown; data?: unknown } | null;
  const body = wrapped?.type === "DataWithResponseInit" ? wrapped.data : answer;
  if (body && typeof body === "object" && !(body instanceof Response)) Object.assign(body, tags);
}

/**
 * The answer of a form that is shown again when refused: the refusal's body carries what was
 * `typed` (`RefusedForm`), so a page posted before its script ran (or without JavaScript) shows it
 * back in the fields. Pass only what may be shown again: never a password or a code.
 */
export async function keepingTyped<T>(t: Translate, typed: Record<string, unknown>, work: () => Promise<T>) {
  const answer = await answerRefusal(t, work);
  if ((answer as { type?: unknown } | null)?.type === "DataWithResponseInit") tag(answer, { typed });
  return answer;
}
