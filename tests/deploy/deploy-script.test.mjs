// `npm run deploy` against a stand-in for the wrangler CLI (tests/deploy/fake-wrangler.mjs) on a
// scratch copy of wrangler.toml: the first run creates what is missing, records the ids, asks for
// the address and the secrets and deploys with them; the second run changes nothing.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, test } from "node:test";

const project = mkdtempSync(join(tmpdir(), "store-deploy-"));
mkdirSync(join(project, ".wrangler"));
cpSync("wrangler.toml", join(project, "wrangler.toml"));
after(() => rmSync(project, { recursive: true, force: true }));
const accountFile = join(project, "account.json");
const account = () => JSON.parse(readFileSync(accountFile, "utf8"));

function deploy(answers) {
  return spawnSync(process.execPath, [resolve("scripts/deploy.mjs"), "--env", "staging"], {
    cwd: project,
    input: answers.map((answer) => `${answer}\n`).join(""),
    encoding: "utf8",
    env: { ...process.env, DEPLOY_WRANGLER: resolve("tests/deploy/fake-wrangler.mjs"), FAKE_ACCOUNT: accountFile },
  });
}

test("the first deploy creates and records the resources, asks for the address and secrets, and deploys with them", () => {
  const result = deploy([
    "https://store.example/",
    "sk_test_deploy",
    "pk_test_deploy",
    "whsec_deploy",
    "https://mail.example/send",
    "mail-key",
    "Gamer Store <no-reply@store.example>",
  ]);
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  const state = account();
  assert.deepEqual(
    state.databases.map((db) => db.name),
    ["gamer-store-staging"],
  );
  assert.deepEqual(
    state.namespaces.map((ns) => ns.title).sort(),
    ["CACHE_VERSIONS", "CARTS", "MEDIA", "SESSIONS"].map((binding) => `gamer-store-staging-${binding}`),
  );
  assert.deepEqual(state.queues, ["gamer-store-staging-effects", "gamer-store-staging-effects-dead"]);
  assert.equal(state.migrations, 1);
  assert.equal(state.deploys.length, 1);
  assert.deepEqual(Object.keys(state.secrets.staging).sort(), [
    "MAIL_API_KEY",
    "MAIL_API_URL",
    "MAIL_FROM",
    "PASSWORD_PEPPER",
    "SESSION_SECRET",
    "SHOPPER_MARK_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "TWO_FACTOR_KEY",
  ]);
  assert.match(state.secrets.staging.SESSION_SECRET, /^[0-9a-f]{64}$/);
  assert.match(state.secrets.staging.TWO_FACTOR_KEY, /^[0-9a-f]{64}$/);
  assert.match(state.secrets.staging.SHOPPER_MARK_KEY, /^[0-9a-f]{64}$/);

  const toml = readFileSync(join(project, "wrangler.toml"), "utf8");
  const production = toml.search(/^\[env\.production\]/m);
  const staging = toml.slice(toml.search(/^\[env\.staging\]/m), production);
  assert.ok(staging.includes(`database_id = "${state.databases[0].uuid}"`));
  for (const ns of state.namespaces) assert.ok(staging.includes(`id = "${ns.id}"`), ns.title);
  assert.match(staging, /PUBLIC_ORIGIN = "https:\/\/store\.example"/);
  // Production's blocks are untouched.
  assert.doesNotMatch(toml.slice(production), /database_id|^id = /m);
  // The secrets file never outlives the deploy.
  assert.deepEqual(spawnSync("ls", [join(project, ".wrangler")], { encoding: "utf8" }).stdout.trim(), "");
});

test("a second deploy creates nothing, asks nothing and leaves wrangler.toml as it was", () => {
  const before = { toml: readFileSync(join(project, "wrangler.toml"), "utf8"), account: account() };
  const result = deploy([]);
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
  const state = account();
  assert.deepEqual(state.databases, before.account.databases);
  assert.deepEqual(state.namespaces, before.account.namespaces);
  assert.deepEqual(state.queues, before.account.queues);
  assert.deepEqual(state.secrets, before.account.secrets);
  assert.deepEqual(state.deploys.at(-1), { env: "staging", secrets: [] });
  assert.equal(readFileSync(join(project, "wrangler.toml"), "utf8"), before.toml);
  assert.ok(!state.calls.slice(before.account.calls.length).some((call) => call.includes("create")));
});

test("a plain-http address is refused before anything is deployed", () => {
  rmSync(accountFile, { force: true });
  cpSync("wrangler.toml", join(project, "wrangler.toml"));
  const result = deploy(["http://store.example"]);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /must start with https/);
  assert.equal(account().deploys.length, 0);
});
