// What `wrangler deploy` would ship, built offline with --dry-run for both environments: the bundle
// fits the store's own 1.25 MiB (gzip) budget (decision 066), well inside Workers' limits (3 MB free, 10 MB paid): a small Worker starts fast, and nothing development-only is deployed.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { test } from "node:test";
import { offlineEnv } from "../../scripts/lib/local-setup.mjs";

const LIMIT_KIB = 1280;

for (const environment of ["staging", "production"]) {
  test(`${environment}: the dry-run bundle is under ${LIMIT_KIB} KiB gzip and runs as ${environment}`, () => {
    const outdir = `.wrangler/dry-run-${environment}`;
    rmSync(outdir, { recursive: true, force: true });
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", environment, "--outdir", outdir], {
      encoding: "utf8",
      env: { ...offlineEnv, WRANGLER_LOG: "log" },
    });
    const output = `${result.stdout}${result.stderr}`;
    assert.equal(result.status, 0, output);
    const size = output.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    assert.ok(size, `no size in the dry-run output:\n${output}`);
    const gzipKiB = Number(size[2]);
    console.log(`${environment}: Worker bundle ${size[1]} KiB, ${gzipKiB} KiB gzip (limit ${LIMIT_KIB} KiB)`);
    assert.ok(gzipKiB <= LIMIT_KIB, `${gzipKiB} KiB gzip is over the limit`);
    assert.match(output, new RegExp(`env\\.ENVIRONMENT \\("${environment}"\\)`));
    assert.doesNotMatch(output, /"development"/);
    const bundle = readFileSync(`${outdir}/index.js`, "utf8");
    // wrangler dev's --test-scheduled route is development machinery: no deployment carries it.
    assert.doesNotMatch(bundle, /__scheduled/);
    // Our fixes to React's renderer, the router, Remix's server render and its route discovery
    // (patches/) are what ships, not the packages as published.
    for (const patched of [
      "function writePendingText(",
      "function rankedBranchesOf(",
      "function serverRoutesOf(",
      "dataRoutesByRoutes.get(",
      "function deepestMatchablePath(",
    ]) {
      assert.ok(bundle.includes(patched), `the bundle lacks ${patched}`);
    }
  });
}

test("wrangler.toml's top level (what a bare `wrangler deploy` ships) is production", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const topLevel = toml.slice(0, toml.search(/^\[env\./m));
  assert.match(topLevel, /\[vars\]\s*\nENVIRONMENT = "production"/);
  assert.doesNotMatch(toml, /ENVIRONMENT = "development"/);
});

test("each environment has the same rate limits as the top level", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const limits = (prefix) =>
    [
      ...toml.matchAll(
        new RegExp(
          `\\[\\[${prefix}ratelimits\\]\\]\\nname = "(\\w+)"\\nnamespace_id = "\\d+"\\nsimple = (\\{[^}]*\\})`,
          "g",
        ),
      ),
    ].map(([, name, simple]) => `${name} ${simple}`);
  const topLevel = limits("");
  assert.ok(topLevel.length > 0);
  assert.deepEqual(limits("env\\.staging\\."), topLevel);
  assert.deepEqual(limits("env\\.production\\."), topLevel);
});

test("each environment has its own effects queue, consumed with the same retries into its own dead-letter queue", () => {
  const toml = readFileSync("wrangler.toml", "utf8");
  const queues = (prefix, name) => {
    const blocks = [
      ...toml.matchAll(new RegExp(`\\[\\[${prefix}queues\\.(producers|consumers)\\]\\]\\n((?:\\w+ = .*\\n)+)`, "g")),
    ];
    return blocks.map(([, kind, body]) => `${kind}: ${body.replaceAll(name, "NAME").trim()}`);
  };
  const topLevel = queues("", "gamer-store");
  assert.equal(topLevel.length, 3);
  assert.match(topLevel.join("\n"), /binding = "EFFECTS"/);
  assert.match(topLevel.join("\n"), /dead_letter_queue = "NAME-effects-dead"/);
  assert.deepEqual(queues("env\\.staging\\.", "gamer-store-staging"), topLevel);
  assert.deepEqual(queues("env\\.production\\.", "gamer-store-production"), topLevel);
});
