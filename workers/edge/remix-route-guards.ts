// Two rules for every Remix loader and action, applied once to the server build instead of in each
// route module, so a route added later follows them without remembering to:
// - an action only ever sees a readable form: a body of another type (JSON, XML, bytes) is refused
//   with 415 and a malformed one (broken multipart or escapes) with 400, as the form's inline error;
//   an empty body (a bodiless `fetcher.submit(null)`) reads as an empty form; a body that broke off
//   (the visitor left or lost the connection mid-upload) is refused with 400, the client's failure,
//   not logged as the store's;
// - an unexpected error is logged with the request id and answered with a 500 whose body shows that
//   id and nothing else (the error boundaries show it), instead of Remix's own error.
import type { ActionFunction, AppLoadContext, LoaderFunction, ServerBuild } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { errorBody } from "./refusals";
import { logServerError, serverErrorBody } from "./server-errors";

type RouteModule = ServerBuild["routes"][string]["module"];

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** A thrown redirect, a thrown `data(…)` or Response: the route's own answer, not a failure. */
function isRouteAnswer(value: unknown): boolean {
  if (value instanceof Response) return true;
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** A page's refusal is its action data (the form shows it); a resource route (no page) answers JSON. */
function refuseForm(context: AppLoadContext, status: 400 | 415, resource: boolean) {
  const body = errorBody("invalid_form", context.t("auth.validation.invalidForm"));
  return resource ? Response.json(body, { status }) : data(body, { status });
}

/** The request with a body every `request.formData()` can read, or the refusal to answer with. */
async function readableForm(
  request: Request,
  context: AppLoadContext,
  resource: boolean,
): Promise<Request | ReturnType<typeof refuseForm>> {
  const bytes = await request.arrayBuffer().catch(() => null);
  if (bytes === null) return refuseForm(context, 400, resource);
  const headers = new Headers(request.headers);
  if (bytes.byteLength === 0) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request(request, { headers, body: "" });
  }
  const type = headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) return refuseForm(context, 415, resource);
  const readable = new Request(request, { body: bytes });
  try {
    await readable.clone().formData();
  } catch {
    return refuseForm(context, 400, resource);
  }
  return readable;
}

/**
 * Runs a loader or action; an unexpected error is logged and becomes a 500 showing the request id.
 * `run` hands over the route's own promise, awaited here at once: wrapped in another async function,
 * a loader that throws before its first await (a 404 for a malformed id) would stay unhandled for one
 * microtask hop, which is when workerd checks and reports it as an unhandled rejection.
 */
async function runLogged<T>(request: Request, context: AppLoadContext, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isRouteAnswer(error) || request.signal.aborted) throw error;
    logServerError(context.requestId, request, error);
    throw data(serverErrorBody(context.t, context.requestId), { status: 500 });
  }
}

function guardLoader(loader: LoaderFunction): LoaderFunction {
  return (args) => runLogged(args.request, args.context, () => loader(args));
}

function guardAction(action: ActionFunction, resource: boolean): ActionFunction {
  return async (args) => {
    const form = await readableForm(args.request, args.context, resource);
    if (!(form instanceof Request)) return form;
    try {
      return await runLogged(form, args.context, () => action({ ...args, request: form }));
    } finally {
      // The action may have signed the person in or out, or ended other sessions: the loaders Remix
      // runs after it in this same request (a form posted without JavaScript) read the sign-in again.
      args.context.readSignInAgain();
    }
  };
}

function guardModule(module: RouteModule): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    ...(loader ? { loader: guardLoader(loader) } : {}),
    ...(action ? { action: guardAction(action, !module.default) } : {}),
  };
}

/** The server build with every route's loader and action guarded as described above. */
export function withRouteGuards(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: guardModule(route.module) }]),
  );
  return { ...build, routes };
}
