import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Tests run inside workerd with the real bindings of wrangler.toml, the real migrations applied
// per test file on emptied storage (tests/workers/setup.ts), and the built Remix server (run `npm run build` first).
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path("./migrations")),
          // Fixed test secrets, so the suites never depend on a developer's .dev.vars.
          ENVIRONMENT: "development",
          // Where email links point: the tests' own store address (tests/workers/support/store.ts).
          PUBLIC_ORIGIN: "http://store.test",
          SESSION_SECRET: "test-session-secret",
          // The pepper the tests seed the demo accounts with.
          PASSWORD_PEPPER: "test-pepper",
          TWO_FACTOR_KEY: "test-two-factor-key",
          SHOPPER_MARK_KEY: "test-shopper-mark-key",
          // No Stripe key: payments go through the local sandbox, signed with this secret.
          STRIPE_SECRET_KEY: "",
          STRIPE_PUBLISHABLE_KEY: "",
          STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
          // No email API: emails go to the dev mailbox, where tests read them.
          MAIL_API_URL: "",
          MAIL_API_KEY: "",
          MAIL_FROM: "Gamer Store <no-reply@store.test>",
        },
      },
    }),
  ],
  resolve: {
    alias: {
      "virtual:remix/server-build": path("./build/server/index.js"),
      "~": path("./app"),
      "@workers": path("./workers"),
      "@shared": path("./shared"),
    },
  },
  test: {
    // One workerd per vitest worker for all its files, not one per file: starting a runtime and
    // loading the store's build took ~4 s a file, most of the suite's time. tests/workers/setup.ts
    // empties the storage and the test modules' state before each file, so files stay independent.
    isolate: false,
    // Concurrency tests send dozens of requests through the real Worker; on a shared 2-core CI
    // machine that can take longer than vitest's default 5 s.
    testTimeout: 30_000,
    // Every request writes its JSON log line (workers/edge/request-id.ts); tests that read them spy
    // on the console, and the rest of the run stays readable.
    onConsoleLog: (log: string) =>
      !log.includes('"event":"request"') &&
      !log.includes('"event":"housekeeping"') &&
      !log.includes('"event":"effect_done"'),
    include: ["tests/workers/**/*.test.ts", "app/**/*.test.ts", "workers/**/*.test.ts"],
    setupFiles: ["./tests/workers/setup.ts"],
    // The stylesheets as written (?raw), for tests of what they promise (status colours' contrast).
    css: { include: [/\/app\/styles\/[^/]+\.css/] },
    deps: {
      optimizer: {
        ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
      },
    },
  },
}));
