// Stripe events sent through the Worker's real webhook endpoint, as Stripe sends them.
import { expect } from "vitest";
import { fetchWorker } from "./store";
import { signedEvent } from "./stripe-events";

export type SignedEvent = Awaited<ReturnType<typeof signedEvent>>;

/** Posts a signed event to /webhooks/stripe; the endpoint must take it (200); answers what it did with it. */
export async function postToWebhook(event: SignedEvent): Promise<string> {
  const response = await fetchWorker("/webhooks/stripe", {
    method: "POST",
    body: event.payload,
    headers: { "stripe-signature": event.signature },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body: { outcome: string } = await response.json();
  return body.outcome;
}

/** Signs an event of `type` around `object` and posts it (postToWebhook). */
export async function deliverEvent(type: string, object: Record<string, unknown>) {
  return postToWebhook(await signedEvent(type, object));
}
