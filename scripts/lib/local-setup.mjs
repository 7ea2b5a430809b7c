// Shared steps that make a local copy of the store ready to run: secrets, migrations and demo data.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** Wrangler must not try to reach Cloudflare from here (no internet beyond npm). */
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
};

/**
 * The one address a local copy of the store is served at, printed and linked in its emails (cookies
 * are per host: a link to localhost opened beside a tab on 127.0.0.1 lands signed out).
 */
export function localOrigin(port = "8787") {
  return `http://127.0.0.1:${port}`;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: offlineEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  return result;
}

/**
 * Creates .dev.vars from .dev.vars.example, filling each <random> with fresh random bytes. An older
 * .dev.vars gets the settings it lacks (ENVIRONMENT=development above all: without it the local
 * store would run as production and refuse to serve).
 */
export function ensureDevVars() {
  if (existsSync(".dev.vars")) {
    addMissingDevVars();
    return;
  }
  const filled = fillRandom(readFileSync(".dev.vars.example", "utf8"));
  writeFileSync(".dev.vars", filled, { mode: 0o600 });
  console.log("Created .dev.vars with fresh random secrets.");
}

/** Each `NAME=<random>` line with fresh random bytes. */
function fillRandom(text) {
  return text.replace(/^([A-Z0-9_]+)=<random>$/gm, (_, name) => {
    const value =
      name === "STRIPE_WEBHOOK_SECRET" ? `whsec_${randomBytes(24).toString("hex")}` : randomBytes(32).toString("hex");
    return `${name}=${value}`;
  });
}

function addMissingDevVars() {
  const current = readFileSync(".dev.vars", "utf8");
  const present = new Set(current.match(/^[A-Z0-9_]+(?==)/gm) ?? []);
  const missing = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .filter((line) => /^[A-Z0-9_]+=/.test(line) && !present.has(line.split("=")[0]))
    // A secret added since (TWO_FACTOR_KEY) gets its own random value.
    .map(fillRandom);
  if (missing.length === 0) return;
  writeFileSync(".dev.vars", `${current.replace(/\n?$/, "\n")}${missing.join("\n")}\n`, { mode: 0o600 });
  console.log(`Added ${missing.map((line) => line.split("=")[0]).join(", ")} to .dev.vars.`);
}

/** Applies every migration to the local D1 (in `persistTo` when given). */
export function migrateLocal(persistTo) {
  const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run("npx", args, { env: { ...offlineEnv, CI: "1" } });
}

/** Seeds the demo data when the database is empty. */
export function seedLocal(persistTo) {
  const args = ["scripts/seed.mjs"];
  if (persistTo) args.push("--persist-to", persistTo);
  run("node", args);
}

export function prepareLocal(persistTo) {
  ensureDevVars();
  migrateLocal(persistTo);
  seedLocal(persistTo);
}

/**
 * The built store on local workerd through `wrangler dev` at 127.0.0.1:`port` (real D1, KV and
 * Durable Objects), its local state in `persistTo` when given. `options` go to `spawn`.
 * It is the production build, as shoppers get it: wrangler dev bundles React's development build
 * (several times slower to render, with its warnings) unless NODE_ENV says production. The
 * development settings (demo data, dev mailbox, payment sandbox) come from .dev.vars, not from this.
 */
export function serveLocal(port, persistTo, options = {}) {
  const args = ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false"];
  // Email links point at the address this copy is served on (workers/kernel/public-origin.ts).
  args.push("--var", `PUBLIC_ORIGIN:${localOrigin(port)}`);
  if (persistTo) args.push("--persist-to", persistTo);
  const env = { ...(options.env ?? offlineEnv), NODE_ENV: "production" };
  return spawn("npx", args, { stdio: "inherit", ...options, env });
}
