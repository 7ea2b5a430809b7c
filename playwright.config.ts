import { defineConfig, devices } from "@playwright/test";

const port = process.env.E2E_PORT ?? "8799";
// localhost, the e2e server's PUBLIC_ORIGIN: browsers refuse an IP address as a passkey's RP ID, and
// cookies and the same-origin checks need the pages on the store's own origin.
const baseURL = `http://localhost:${port}`;

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

export default defineConfig({
  // The store's journeys across areas in tests/e2e, an area's own beside its code (workers/<area>/tests).
  testDir: ".",
  testMatch: ["tests/e2e/**/*.spec.ts", "workers/*/tests/*.spec.ts"],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failing ones) took a third of the suite's time
    // on a 2-core machine; a failing test's retry records it instead.
    trace: "on-first-retry",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      // Every test but the phone's own (tests/e2e/support/projects.ts).
      grepInvert: /@phone-only/,
      testIgnore: /(sign-in-response|slow-phone[\w-]*)\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 }, launchOptions: chromium },
      // Only the tests about a small screen or a phone (tagged @phone or @phone-only); the rest is
      // the same on both and runs once.
      grep: /@phone/,
      testIgnore: /(sign-in-response|slow-phone[\w-]*)\.spec\.ts/,
    },
    {
      // Timings on the slow-phone profile, alone once the rest of the suite is done: beside it the
      // 4× throttled CPU measured the machine's load as much as the page.
      name: "phone-timing",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 }, launchOptions: chromium },
      testMatch: /sign-in-response\.spec\.ts/,
      dependencies: ["desktop", "phone"],
    },
    {
      // Issue 30's slow phone (tests/e2e/slow-phone.spec.ts), last (the timings want a quieter machine):
      // beside it, its throttled phones and the suite slowed each other past their timeouts (a
      // fresh-clone run took 26 minutes, 8 tests failing on time). One test (four phones) at a time:
      // two at a time took twice as long (13.5 instead of 6.9 minutes) and ran out of time.
      name: "slow-phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 }, launchOptions: chromium },
      testMatch: /slow-phone[\w-]*\.spec\.ts/,
      dependencies: ["phone-timing"],
      workers: 1,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    // Where the server listens: Node may resolve localhost to ::1 first, where nothing listens.
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
