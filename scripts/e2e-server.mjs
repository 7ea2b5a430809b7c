// The server Playwright tests run against: the built store on local workerd, with its own fresh
// state folder (migrated and seeded), so a test run never touches the data `npm start` uses.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { offlineEnv, prepareLocal, run } from "./lib/local-setup.mjs";

const port = process.env.E2E_PORT ?? "8799";
const persistTo = ".wrangler/e2e-state";

rmSync(persistTo, { recursive: true, force: true });
prepareLocal(persistTo);
if (!existsSync("build/server/index.js")) run("npx", ["remix", "vite:build"]);

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
  ],
  { stdio: "inherit", env: offlineEnv },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
