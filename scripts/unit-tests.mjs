// `npm run test:unit`: vitest inside workerd, on a build of the sources as they are now.
import { ensureFreshBuild } from "./lib/fresh-build.mjs";
import { run } from "./lib/local-setup.mjs";

ensureFreshBuild();
run("npx", ["vitest", "run", ...process.argv.slice(2)]);
