// Local stand-ins, at the HTTP boundary, for the two outside services a production Worker calls:
// Stripe's API (the SDK is pointed here with STRIPE_API_BASE) and the HTTP email API.
import { createServer } from "node:http";

export async function startStandIns() {
  const stripeRequests = [];
  const emails = [];
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", "http://stand-in");
    const answer = (status, json) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (url.pathname === "/mail") {
      emails.push({ authorization: request.headers.authorization, ...JSON.parse(body) });
      return answer(200, { id: `mail_${emails.length}` });
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const params = new URLSearchParams(body);
      stripeRequests.push({ path: url.pathname, authorization: request.headers.authorization, params });
      const id = `cs_test_standin_${stripeRequests.length}`;
      return answer(200, {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_secret: null,
        status: "open",
        payment_status: "unpaid",
        metadata: Object.fromEntries(
          [...params].filter(([key]) => key.startsWith("metadata[")).map(([key, value]) => [key.slice(9, -1), value]),
        ),
      });
    }
    stripeRequests.push({
      path: url.pathname,
      authorization: request.headers.authorization,
      params: new URLSearchParams(body),
    });
    return answer(404, {
      error: { type: "invalid_request_error", message: `stand-in: no ${request.method} ${url.pathname}` },
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { base, stripeRequests, emails, close: () => new Promise((resolve) => server.close(resolve)) };
}
