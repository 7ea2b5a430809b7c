// Fills bench:scale's own state folder with the large store (./fill-sql.mjs), through D1 itself
// (`wrangler d1 execute --local`), once: a folder already filled with the same sizes is kept, since
// the fill takes minutes, and gets the migrations added since. Never the folder `npm start` uses.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateLocal, offlineEnv, prepareLocal, run } from "../lib/local-setup.mjs";
import { fillStatements } from "./fill-sql.mjs";

export const SCALE_STATE = ".wrangler/scale-state";
const marker = join(SCALE_STATE, "bench-scale-fill.json");

/** What the filled folder holds. */
const fillId = (sizes) => JSON.stringify({ sizes });

/** Fills SCALE_STATE unless it already holds `sizes`; answers the fill's seconds (0 when kept). */
export function fillLargeStore(sizes) {
  if (existsSync(marker) && readFileSync(marker, "utf8") === fillId(sizes)) {
    console.log(`  ${SCALE_STATE} already holds this large store: kept (delete it to fill again)`);
    migrateLocal(SCALE_STATE);
    return 0;
  }
  const started = Date.now();
  rmSync(SCALE_STATE, { recursive: true, force: true });
  prepareLocal(SCALE_STATE);
  const folder = mkdtempSync(join(tmpdir(), "bench-scale-"));
  for (const statement of fillStatements(sizes)) {
    const file = join(folder, "statement.sql");
    writeFileSync(file, statement.sql);
    const before = Date.now();
    run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", SCALE_STATE, "--file", file], {
      env: { ...offlineEnv, CI: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    console.log(
      `  ${statement.label}: ${statement.rows.toLocaleString("en")} rows in ${((Date.now() - before) / 1000).toFixed(1)} s`,
    );
  }
  rmSync(folder, { recursive: true, force: true });
  writeFileSync(marker, fillId(sizes));
  return (Date.now() - started) / 1000;
}
