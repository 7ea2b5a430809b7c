import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  params: URLSearchParams;
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
    const params = new URLSearchParams(typeof init?.body === "string" ? init.body : "");
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
