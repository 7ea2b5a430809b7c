import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8799";
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (`apt-get install chromium`); Playwright's own browser download is never used. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The specs about small screens and phones: layout at 360 px, the phone's keyboard and card form, the slow phone. */
const PHONE_SPECS = [
  "small-screens",
  "slow-phone",
  "accessibility",
  "after-paying",
  "order-boxes",
  "order-page",
  "shopping",
  "words",
  "catalogue-browse",
  "images",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      // The slow-phone profile is a phone's.
      testIgnore: /slow-phone\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 }, launchOptions: chromium },
      // Only what is about a small screen or a phone; the rest is the same on both and runs once.
      testMatch: PHONE_SPECS.map((spec) => `**/${spec}.spec.ts`),
      grepInvert: /@desktop/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
