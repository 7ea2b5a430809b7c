// First step of `npm start` and `npm test`. Runs on whatever Node the machine has (Node 20 here):
// installs the dependencies, and with them Node 22 from the `node` package, when they are missing or stale.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";

const installedMarker = "node_modules/.package-lock.json";
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
// Our fixes to dependencies (docs/decisions/027-server-cost.md), applied by `postinstall`.
const patches = existsSync("patches") ? readdirSync("patches").map((name) => `patches/${name}`) : [];

const stale =
  !existsSync("node_modules/.bin/node") ||
  !existsSync(installedMarker) ||
  mtime("package-lock.json") > mtime(installedMarker) ||
  mtime("package.json") > mtime(installedMarker) ||
  patches.some((patch) => mtime(patch) > mtime(installedMarker));

if (stale) {
  // `npm install` (not `npm ci`): it follows package-lock.json too, and npm 11 refuses `ci` on a lock
  // that omits other platforms' optional packages, which is what npm 11 itself writes.
  console.log("Installing dependencies (npm install)…");
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
