// The server Playwright tests run against: the built store on local workerd, with its own fresh
// state folder (migrated and seeded), so a test run never touches the data `npm start` uses.
import { rmSync } from "node:fs";
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { prepareLocal } from "./lib/local-setup.mjs";
import { serveBuilt } from "./lib/serve-built.mjs";

const port = process.env.E2E_PORT ?? "8799";
// One state folder per port: two runs side by side never delete each other's data.
const persistTo = `.wrangler/e2e-state-${port}`;

rmSync(persistTo, { recursive: true, force: true });
prepareLocal(persistTo);
ensureFreshBuild();

// Email links and passkeys point at the address this copy is served on (workers/kernel/public-origin.ts):
// localhost, as playwright.config.ts's baseURL, since browsers refuse an IP address as a passkey's RP ID.
const server = await serveBuilt(port, persistTo, { PUBLIC_ORIGIN: `http://localhost:${port}` });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.dispose();
    process.exit(0);
  });
}
