// Local stand-ins, at the HTTP boundary, for the two outside services a production Worker calls:
// Stripe's API (the SDK is pointed here with STRIPE_API_BASE) and the HTTP email API. Each can be
// taken down (`outage.mail`, `outage.stripe`): it then answers 503 as the real service does in an
// outage, and records nothing. Both keep idempotency keys as the real services do: a request that
// repeats a key gets the first answer again and changes nothing.
import { createServer } from "node:http";

/** The SDK's form, url-encoded or multipart (the Files API's upload: each file's field holds its name). */
async function formOf(contentType, bytes, text) {
  if (!contentType.startsWith("multipart/form-data")) return new URLSearchParams(text);
  const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) params.append(name, typeof value === "string" ? value : value.name);
  return params;
}

export async function startStandIns() {
  const stripeRequests = [];
  const emails = [];
  /** Every request that reached a service while it was up, with its idempotency key. */
  const accepted = [];
  const outage = { mail: false, stripe: false };
  const answeredKeys = new Map();
  const sessions = new Map();
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", "http://stand-in");
    const key = request.headers["idempotency-key"] ?? null;
    const answer = (status, json) => {
      if (key && status < 300) answeredKeys.set(key, json);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const isMail = url.pathname === "/mail";
    if (outage[isMail ? "mail" : "stripe"]) {
      response.writeHead(503, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: "stand-in outage" } }));
      return;
    }
    accepted.push({ service: isMail ? "mail" : "stripe", method: request.method, path: url.pathname, key });
    if (key && answeredKeys.has(key)) return answer(200, answeredKeys.get(key));
    if (isMail) {
      emails.push({ authorization: request.headers.authorization, key, ...JSON.parse(body) });
      return answer(200, { id: `mail_${emails.length}` });
    }
    const params = await formOf(request.headers["content-type"] ?? "", Buffer.concat(chunks), body);
    stripeRequests.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.authorization,
      key,
      params,
    });
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_standin_${stripeRequests.length}`;
      sessions.set(id, "open");
      return answer(200, {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_secret: null,
        status: "open",
        payment_status: "unpaid",
        metadata: Object.fromEntries(
          [...params]
            .filter(([name]) => name.startsWith("metadata["))
            .map(([name, value]) => [name.slice(9, -1), value]),
        ),
      });
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (session && sessions.has(session[1])) {
      if (session[2] && request.method === "POST") sessions.set(session[1], "expired");
      return answer(200, { id: session[1], object: "checkout.session", status: sessions.get(session[1]) });
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      return answer(200, {
        id: `re_standin_${stripeRequests.length}`,
        object: "refund",
        amount: Number(params.get("amount")),
        payment_intent: params.get("payment_intent"),
        status: "succeeded",
      });
    }
    // A dispute's evidence (issue 51): its documents through the Files API, then the dispute's update.
    if (request.method === "POST" && url.pathname === "/v1/files") {
      return answer(200, {
        id: `file_standin_${stripeRequests.length}`,
        object: "file",
        purpose: params.get("purpose"),
      });
    }
    const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && dispute) {
      const submitted = params.get("submit") === "true";
      return answer(200, { id: dispute[1], object: "dispute", status: submitted ? "under_review" : "needs_response" });
    }
    return answer(404, {
      error: { type: "invalid_request_error", message: `stand-in: no ${request.method} ${url.pathname}` },
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    base,
    stripeRequests,
    emails,
    accepted,
    outage,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
