import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  /** The form the SDK sent: url-encoded, or multipart (a file upload: each file's field holds its name). */
  params: URLSearchParams;
}

/** The SDK's body as form fields, whichever encoding it used (the Files API sends multipart/form-data). */
async function formOf(init: RequestInit | undefined): Promise<URLSearchParams> {
  if (typeof init?.body === "string") return new URLSearchParams(init.body);
  if (!init?.body) return new URLSearchParams();
  const form = await new Response(init.body, { headers: init.headers }).formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) params.append(name, typeof value === "string" ? value : value.name);
  return params;
}

/**
 * A stand-in for api.stripe.com at the HTTP boundary: records what the SDK sends, answers like Stripe.
 * Answers are keyed by "METHOD /path"; a `*` in a key matches one path segment (a session id).
 */
export function stripeStandIn(answers: Record<string, (params: URLSearchParams) => unknown>) {
  const requests: RecordedRequest[] = [];
  /** While `down`, every request is answered as Stripe answers in an outage (503, api_error), and not recorded. */
  const outage = { down: false };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (outage.down) {
      return new Response(JSON.stringify({ error: { type: "api_error", message: "stand-in outage" } }), {
        status: 503,
        headers: { "Content-Type": "application/json" },
      });
    }
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    const params = await formOf(init);
    requests.push({ method: init?.method ?? "GET", path: url.pathname, headers: new Headers(init?.headers), params });
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const answer =
      answers[key] ??
      Object.entries(answers).find(([pattern]) =>
        new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(key),
      )?.[1];
    if (!answer) return new Response(JSON.stringify({ error: { message: "unexpected" } }), { status: 404 });
    return new Response(JSON.stringify(answer(params)), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { requests, outage, client: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}
