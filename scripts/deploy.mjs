// `npm run deploy [-- --env staging]` (production by default): from an empty Cloudflare account to a
// live store, and a no-op the second time. It creates or reuses the environment's D1 database and KV
// namespaces and writes their ids into wrangler.toml, asks once for the public address, applies the
// migrations remotely, asks for every secret not set yet (the session secret and password pepper are
// generated), and deploys with them. Nothing development-only is ever deployed: the environments in
// wrangler.toml set ENVIRONMENT to their own name. See the README's "Deploy" section.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { env: { type: "string", default: "production" } } });
const environment = values.env;
if (!["staging", "production"].includes(environment)) fail(`--env must be staging or production, not ${environment}`);

const wrangler =
  process.env.DEPLOY_WRANGLER ?? fileURLToPath(new URL("../node_modules/.bin/wrangler", import.meta.url));
const worker = `gamer-store-${environment}`;
const kvBindings = ["SESSIONS", "CARTS", "CACHE_VERSIONS", "MEDIA"];
// Lines are read through one iterator, which buffers them: answers piped in all at once are not lost.
const prompts = createInterface({ input: process.stdin });
const answers = prompts[Symbol.asyncIterator]();
async function ask(question) {
  process.stdout.write(question);
  const { value, done } = await answers.next();
  return done ? "" : value.trim();
}

/** Secrets the Worker needs; the first four are random and nobody needs to know them. */
const secrets = {
  SESSION_SECRET: { generate: true },
  PASSWORD_PEPPER: { generate: true },
  TWO_FACTOR_KEY: { generate: true },
  SHOPPER_MARK_KEY: { generate: true },
  STRIPE_SECRET_KEY: { ask: "Stripe secret key (sk_live_… or sk_test_…)" },
  STRIPE_PUBLISHABLE_KEY: { ask: "Stripe publishable key (pk_…)" },
  STRIPE_WEBHOOK_SECRET: {
    ask: "Stripe webhook signing secret (whsec_…, from the endpoint you add for /webhooks/stripe)",
  },
  MAIL_API_URL: { ask: "Email API URL (an HTTP endpoint taking a JSON POST with a bearer key)" },
  MAIL_API_KEY: { ask: "Email API key" },
  MAIL_FROM: { ask: "Sender, e.g. Gamer Store <no-reply@your-domain>" },
};

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function run(args, { json = false, allowFailure = false } = {}) {
  const result = spawnSync(wrangler, args, {
    encoding: "utf8",
    stdio: json ? ["ignore", "pipe", "inherit"] : "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...(json ? { WRANGLER_LOG: "log" } : {}) },
  });
  if (result.status !== 0) {
    if (allowFailure) return null;
    fail(`wrangler ${args.join(" ")} failed`);
  }
  return json ? JSON.parse(result.stdout.slice(result.stdout.search(/[[{]/))) : "";
}

// ── wrangler.toml: the environment's blocks, edited in place ──────────────────────────────────────
let toml = readFileSync("wrangler.toml", "utf8");

/** The text of the `[[env.<environment>.<table>]]` block whose `key = "value"` line matches. */
function findBlock(table, key, value) {
  const header = `[[env.${environment}.${table}]]`;
  let from = 0;
  while (true) {
    const start = toml.indexOf(header, from);
    if (start < 0) fail(`wrangler.toml has no ${header} with ${key} = "${value}"`);
    const next = toml.slice(start + header.length).search(/^\[/m);
    const end = next < 0 ? toml.length : start + header.length + next;
    const block = toml.slice(start, end);
    if (block.includes(`${key} = "${value}"`)) return { start, end, block };
    from = end;
  }
}

function recordId(table, key, value, idField, id) {
  const { start, end, block } = findBlock(table, key, value);
  const line = `${idField} = "${id}"`;
  if (block.includes(line)) return false;
  const updated = new RegExp(`^${idField} = ".*"$`, "m").test(block)
    ? block.replace(new RegExp(`^${idField} = ".*"$`, "m"), line)
    : block.replace(`${key} = "${value}"\n`, `${key} = "${value}"\n${line}\n`);
  toml = toml.slice(0, start) + updated + toml.slice(end);
  return true;
}

function recordPublicOrigin(origin) {
  toml = toml.replace(
    new RegExp(`(\\[env\\.${environment}\\.vars\\][\\s\\S]*?)PUBLIC_ORIGIN = "[^"]*"`),
    `$1PUBLIC_ORIGIN = "${origin}"`,
  );
}

function currentPublicOrigin() {
  const vars = toml.match(new RegExp(`\\[env\\.${environment}\\.vars\\][\\s\\S]*?PUBLIC_ORIGIN = "([^"]*)"`));
  return vars?.[1] ?? "";
}

// ── 1. Account ───────────────────────────────────────────────────────────────────────────────────
console.log(`Deploying ${worker} (${environment}).`);
if (run(["whoami"], { allowFailure: true }) === null) fail("Sign in first: npx wrangler login");

// ── 2. Database and namespaces: reuse by name, create when missing ──────────────────────────────
const databaseName = `gamer-store-${environment}`;
let database = run(["d1", "list", "--json"], { json: true }).find((db) => db.name === databaseName);
if (!database) {
  console.log(`Creating D1 database ${databaseName}…`);
  run(["d1", "create", databaseName]);
  database = run(["d1", "list", "--json"], { json: true }).find((db) => db.name === databaseName);
  if (!database) fail(`D1 database ${databaseName} was not found after creating it`);
}
let changed = recordId("d1_databases", "binding", "DB", "database_id", database.uuid);

for (const binding of kvBindings) {
  const title = `${worker}-${binding}`;
  const findNamespace = () => run(["kv", "namespace", "list"], { json: true }).find((ns) => ns.title === title);
  let namespace = findNamespace();
  if (!namespace) {
    console.log(`Creating KV namespace ${title}…`);
    run(["kv", "namespace", "create", title]);
    namespace = findNamespace();
    if (!namespace) fail(`KV namespace ${title} was not found after creating it`);
  }
  changed = recordId("kv_namespaces", "binding", binding, "id", namespace.id) || changed;
}

// The outbox's queue and its dead-letter queue (docs/decisions/028-durable-effects.md); named in
// wrangler.toml, so nothing is written back.
for (const queue of [`${worker}-effects`, `${worker}-effects-dead`]) {
  if (run(["queues", "info", queue], { json: false, allowFailure: true }) === null) {
    console.log(`Creating queue ${queue}…`);
    run(["queues", "create", queue]);
  }
}

// ── 3. The public address email links use ────────────────────────────────────────────────────────
if (!currentPublicOrigin()) {
  const answer = await ask("Public address of the store (https://…, your custom domain): ");
  let origin;
  try {
    origin = new URL(answer);
  } catch {
    fail(`${answer} is not an address`);
  }
  if (origin.protocol !== "https:") fail("The public address must start with https://");
  recordPublicOrigin(origin.origin);
  changed = true;
}
if (changed) {
  writeFileSync("wrangler.toml", toml);
  console.log("Recorded the ids and the address in wrangler.toml: commit it.");
}

// ── 4. Schema ────────────────────────────────────────────────────────────────────────────────────
run(["d1", "migrations", "apply", "DB", "--remote", "--env", environment]);

// ── 5. Secrets not set yet, then the deploy that uploads them with the new version ─────────────
const existing = new Set(
  (run(["secret", "list", "--env", environment, "--format", "json"], { json: true, allowFailure: true }) ?? []).map(
    (secret) => secret.name,
  ),
);
const missing = {};
for (const [name, how] of Object.entries(secrets)) {
  if (existing.has(name)) continue;
  missing[name] = how.generate ? randomBytes(32).toString("hex") : await ask(`${how.ask}\n${name}: `);
  if (!missing[name]) fail(`${name} cannot be empty`);
}
prompts.close();

const deployArgs = ["deploy", "--env", environment];
const secretsFile = `.wrangler/deploy-secrets-${process.pid}.json`;
if (Object.keys(missing).length > 0) {
  writeFileSync(secretsFile, JSON.stringify(missing), { mode: 0o600 });
  deployArgs.push("--secrets-file", secretsFile);
  console.log(`Uploading ${Object.keys(missing).join(", ")} with this deploy.`);
}
try {
  run(deployArgs);
} finally {
  rmSync(secretsFile, { force: true });
}

console.log(`
✔ ${worker} is deployed. Next, if not done yet (README, "Deploy"):
  - Stripe: add a webhook endpoint ${currentPublicOrigin()}/webhooks/stripe
  - the first admin: npm run admin:create -- --env ${environment} --email you@example.com
  - check: curl ${currentPublicOrigin()}/api/health`);
