// The server Playwright tests run against: the built store on local workerd, with its own fresh
// state folder (migrated and seeded), so a test run never touches the data `npm start` uses.
import { rmSync } from "node:fs";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { prepareLocal, serveLocal } from "./lib/local-setup.mjs";

const port = process.env.E2E_PORT ?? "8799";
const persistTo = ".wrangler/e2e-state";

rmSync(persistTo, { recursive: true, force: true });
prepareLocal(persistTo);
ensureFreshBuild();

const server = serveLocal(port, persistTo);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
