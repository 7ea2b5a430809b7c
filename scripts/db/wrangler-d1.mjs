// The local D1 through wrangler's own commands, run from this repository's wrangler on the project
// in the current folder (its wrangler.toml and its .wrangler/state: the database `npm start` uses).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { offlineEnv } from "../lib/local-setup.mjs";

const wrangler = fileURLToPath(new URL("../../node_modules/.bin/wrangler", import.meta.url));

export function wranglerD1(args, { capture = false } = {}) {
  const result = spawnSync(wrangler, ["d1", ...args], {
    stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
    // At the "warn" level local-setup sets for quiet runs, wrangler would not print the JSON answer.
    env: { ...offlineEnv, CI: "1", ...(capture ? { WRANGLER_LOG: "log" } : {}) },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    console.error(`\n✖ wrangler d1 ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  return result.stdout ?? "";
}

/** Rows of a query on the local database (or the one `where` names: --remote --env NAME). */
export function queryD1(sql, where = ["--local"]) {
  const output = wranglerD1(["execute", "DB", ...where, "--json", "--command", sql], { capture: true });
  const [first] = JSON.parse(output);
  return first?.results ?? [];
}
