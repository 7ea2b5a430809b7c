// `npm test`: everything CI checks: types and lint, a production build, then the vitest suites inside
// workerd beside the deployment checks and the Playwright suite in Debian's Chromium against the
// built store. Vitest runs one worker (one core of the 2-core CI machine, about three quarters busy),
// so it runs beside the rest instead of before it (issue 32: `npm test` time).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

/**
 * `command` in the background, its output written to a file and printed when it ends (two suites'
 * lines interleaved would be unreadable; a file, not a pipe, since the steps in the foreground hold
 * this process while they run); resolves with its exit status.
 */
function inBackground(name, command, args) {
  console.log(`\n▶ ${name} (in the background; its output follows when it ends)`);
  const outputFolder = mkdtempSync(join(tmpdir(), "npm-test-"));
  const outputFile = join(outputFolder, "output.log");
  const output = openSync(outputFile, "w");
  const child = spawn(command, args, { env: offlineEnv, stdio: ["ignore", output, output] });
  // A step in the foreground that fails ends this process: the suite in the background goes with it.
  process.on("exit", () => {
    if (child.exitCode === null) child.kill();
  });
  return new Promise((resolve) => {
    child.on("close", (status) => {
      closeSync(output);
      console.log(`\n▶ ${name}: its output`);
      process.stdout.write(readFileSync(outputFile));
      rmSync(outputFolder, { recursive: true, force: true });
      resolve(status ?? 1);
    });
  });
}

ensureChromium();
ensureDevVars();
step("typecheck", "npx", ["tsc", "--noEmit"]);
step("lint", "npx", ["biome", "check", "."]);
step("areas depend one way (docs/decisions/053-areas-one-way.md)", "node", [
  "--test",
  "tests/checks/area-dependencies.test.mjs",
]);
step("build", "npx", ["remix", "vite:build"]);
const vitest = inBackground("unit and integration tests (vitest in workerd)", "npx", ["vitest", "run"]);
step(
  "deployment checks (dry-run bundles, production settings against local stand-ins, backup and restore) and the store as npm start runs it",
  "node",
  ["--test", "--test-concurrency=1", "tests/deploy/*.test.mjs", "tests/local/*.test.mjs"],
);
// The slow-phone spec with two loads per phone instead of five (tests/e2e/slow-phone.spec.ts).
step("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], { CI: "1", SLOW_PHONE_RUNS: "2" });
if ((await vitest) !== 0) {
  console.error("\n✖ npx vitest run failed");
  process.exit(1);
}
console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
