// The built Worker served by Miniflare itself, the workerd host `wrangler dev` runs underneath, for
// the end-to-end suite. `wrangler dev` puts a proxy Worker in front of the store that answers any
// failed non-GET with a 503 "Your worker restarted mid-request" (restart or not) and reset
// connections under the suite's load (docs/decisions/030, "Running it"); the store behind it is the
// same. Bindings, assets and routing come from wrangler.toml and .dev.vars through wrangler's own
// reading of them (unstable_getMiniflareWorkerOptions), so nothing here restates the configuration.
import { spawnSync } from "node:child_process";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { offlineEnv } from "./local-setup.mjs";

/**
 * The production bundle `wrangler deploy` would upload (production React: NODE_ENV), written to
 * `outdir` without reaching Cloudflare.
 */
function bundle(outdir) {
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    env: { ...offlineEnv, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}\n✖ bundling the Worker (wrangler deploy --dry-run) failed`);
    process.exit(result.status ?? 1);
  }
  return `${outdir}/index.js`;
}

/**
 * Serves the store at http://127.0.0.1:`port` with its state in `persistTo` (the layout
 * `wrangler dev --persist-to` and `wrangler d1 … --persist-to` use). Resolves once it listens.
 * `handleRuntimeStdio(stdout, stderr)` receives the Worker's console output when given.
 */
export async function serveBuilt(port, persistTo, vars = {}, { handleRuntimeStdio } = {}) {
  const scriptPath = bundle(`${persistTo}/bundle`);
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  const miniflare = new Miniflare({
    host: "127.0.0.1",
    port: Number(port),
    defaultPersistRoot: `${persistTo}/v3`,
    log: new Log(LogLevel.WARN),
    // No fetching Cloudflare's request.cf sample from the internet: the placeholder serves.
    cf: false,
    handleRuntimeStdio,
    workers: [
      {
        ...workerOptions,
        name: "gamer-store",
        modules: [{ type: "ESModule", path: scriptPath }],
        bindings: { ...workerOptions.bindings, ...vars },
      },
    ],
  });
  await miniflare.ready;
  return miniflare;
}
