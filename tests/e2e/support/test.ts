// The suite's base test. Every API call a test makes (the `request` fixture, `page.request`)
// retries a connection reset: workerd now and then closes an idle kept-alive connection just as the
// client reuses it (about 1 request in 170 under the suite's load). Chromium resends such a request
// by itself, as it does for shoppers; Playwright's request client only when told (`maxRetries`).
import { test as base, expect } from "@playwright/test";

export { expect };

const RETRIES_ON_RESET = 2;

export const test = base.extend<object, { retryResets: undefined }>({
  retryResets: [
    async ({ playwright }, use) => {
      const probe = await playwright.request.newContext();
      type Fetch = (url: unknown, options?: Record<string, unknown>) => unknown;
      const client = Object.getPrototypeOf(probe) as { fetch: Fetch; retrying?: boolean };
      await probe.dispose();
      if (!client.retrying) {
        const fetch = client.fetch;
        client.fetch = function (this: unknown, url, options = {}) {
          return fetch.call(this, url, { maxRetries: RETRIES_ON_RESET, ...options });
        };
        client.retrying = true;
      }
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});
