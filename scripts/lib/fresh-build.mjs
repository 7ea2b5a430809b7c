// The Remix build the Worker serves (and vitest renders pages from) must be the sources as they are:
// a test run on a build older than an edit in app/, shared/ or workers/ would test the old pages.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "./local-setup.mjs";

const SOURCES = ["app", "shared", "workers", "public", "vite.config.ts", "remix.config.ts", "package-lock.json"];
const BUILT = "build/server/index.js";

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** Builds when there is no build or a source changed after it. */
export function ensureFreshBuild() {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter((path) => existsSync(path)).map(newestChange));
  if (changedAt <= builtAt) return;
  console.log(builtAt ? "Sources changed since the last build: building again…" : "Building the store…");
  run("npx", ["remix", "vite:build"]);
}
