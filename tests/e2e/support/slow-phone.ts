// The slow-phone profile of issue 30 (Chromium's DevTools protocol): 4× CPU slowdown, 150 ms
// latency, 1.6 Mbps down, no cache. Used by slow-phone.spec.ts and sign-in-response.spec.ts.
import type { Page } from "@playwright/test";

export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 95_000,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
