// What `npm start` runs, as a function the tests and the soak start the same way: secrets,
// migrations and demo data, a production build when the sources changed, then the built Worker on
// local workerd (real D1, KV, queues and Durable Objects) at one address, with wrangler.toml's Cron
// Triggers fired on their schedule.
//
// It is served by Miniflare itself, as the end-to-end suite is (serve-built.mjs), not through
// `wrangler dev`: wrangler's proxy Worker in front of the store opens a connection to wrangler's Node
// process for every line the Worker logs and every request that fails midway, and under the mixed
// traffic of `npm run soak` wrangler dev exited within its first minute. Served this way, the
// workerd on the store's port talks to nothing but the store (docs/decisions/047-local-runtime.md).
import { createInterface } from "node:readline";
import { demoCredentialsBanner } from "./demo-credentials.mjs";
import { ensureFreshBuild } from "./fresh-build.mjs";
import { configuredCrons, runSchedule } from "./local-schedule.mjs";
import { localOrigin, prepareLocal } from "./local-setup.mjs";
import { prettyLogLine } from "./pretty-logs.mjs";
import { serveBuilt } from "./serve-built.mjs";

/** Copies `input` to `output` line by line, each JSON log line made readable. */
function pipePrettyLogs(input, output) {
  createInterface({ input }).on("line", (line) => output.write(`${prettyLogLine(line)}\n`));
}

const hourMinute = (date) => date.toTimeString().slice(0, 5);

/**
 * Starts the store at `localOrigin(port)` with its state in `persistTo`; `now` is the schedule's
 * clock. Prints the banner (the address, the demo accounts, the schedule) through `print`.
 * Answers the address and `stop()`.
 */
export async function startStore({
  port = "8787",
  persistTo = ".wrangler/state",
  now,
  print = console.log,
  output = { stdout: process.stdout, stderr: process.stderr },
} = {}) {
  const origin = localOrigin(port);
  prepareLocal(persistTo);
  ensureFreshBuild();
  const miniflare = await serveBuilt(
    port,
    persistTo,
    { PUBLIC_ORIGIN: origin },
    {
      handleRuntimeStdio(stdout, stderr) {
        pipePrettyLogs(stdout, output.stdout);
        pipePrettyLogs(stderr, output.stderr);
      },
    },
  );
  const worker = await miniflare.getWorker();
  const crons = configuredCrons();
  // The handler as Cloudflare calls it: no HTTP route to it exists, here or deployed.
  const schedule = runSchedule(crons, (cron, due) => worker.scheduled({ cron, scheduledTime: due }), { now });
  print(
    [
      demoCredentialsBanner(origin),
      ...crons.map((cron) => `  Schedule: ${cron} runs locally (next at ${hourMinute(schedule.next(cron))})`),
      "",
    ].join("\n"),
  );
  return {
    origin,
    async stop() {
      schedule.stop();
      await miniflare.dispose();
    },
  };
}
