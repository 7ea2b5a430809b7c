// `npm test`: everything CI checks, in order of speed: types, lint, a production build, the vitest
// suites inside workerd, then the Playwright suite in Debian's Chromium against the built store.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureDevVars, offlineEnv, run } from "./lib/local-setup.mjs";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ["sudo", "-n"];
  if (!asRoot && spawnSync("sudo", ["-n", "true"]).status !== 0) {
    console.error(`Chromium is missing at ${chromiumPath}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages…");
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(asRoot ? [] : ["apt-get"]), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status;
  if (apt(["install", "-y", "--no-install-recommends", "chromium"]) !== 0) {
    apt(["update"]);
    if (apt(["install", "-y", "--no-install-recommends", "chromium"]) !== 0) process.exit(1);
  }
}

const started = Date.now();
const step = (name, command, args, env) => {
  console.log(`\n▶ ${name}`);
  run(command, args, env ? { env: { ...offlineEnv, ...env } } : undefined);
};

ensureChromium();
ensureDevVars();
step("typecheck", "npx", ["tsc", "--noEmit"]);
step("lint", "npx", ["biome", "check", "."]);
step("build", "npx", ["remix", "vite:build"]);
step("unit and integration tests (vitest in workerd)", "npx", ["vitest", "run"]);
step("deployment checks (dry-run bundles, production settings against local stand-ins, backup and restore)", "node", [
  "--test",
  "--test-concurrency=1",
  "tests/deploy/*.test.mjs",
]);
step("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], { CI: "1" });
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
