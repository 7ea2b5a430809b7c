// `npm start`: secrets, migrations, demo data, a production build, then the whole store on local
// workerd through `wrangler dev` (real D1, KV and Durable Objects) at http://localhost:8787, served
// as shoppers get it: production React and Remix, minified chunks (serveLocal). The development
// settings (demo data, dev mailbox, payment sandbox) come from .dev.vars. `npm run dev` is the
// development build, with hot reload.

import { createInterface } from "node:readline";
import { demoCredentialsBanner } from "./lib/demo-credentials.mjs";
import { offlineEnv, prepareLocal, run, serveLocal } from "./lib/local-setup.mjs";
import { prettyLogLine } from "./lib/pretty-logs.mjs";

const port = process.env.PORT ?? "8787";

prepareLocal();
run("npx", ["remix", "vite:build"]);
console.log(demoCredentialsBanner(port));

// The Worker's JSON log lines, one per request, printed readably.
// At wrangler's quiet "warn" level (local-setup.mjs) the Worker's console lines would not show.
const server = serveLocal(port, undefined, {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...offlineEnv, WRANGLER_LOG: "log" },
});
/** Copies `input` to `output` line by line, each JSON log line made readable. */
function pipePrettyLogs(input, output) {
  createInterface({ input }).on("line", (line) => output.write(`${prettyLogLine(line)}\n`));
}
pipePrettyLogs(server.stdout, process.stdout);
pipePrettyLogs(server.stderr, process.stderr);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
