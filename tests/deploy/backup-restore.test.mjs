// `npm run db:backup` and `npm run db:restore FILE` on a scratch copy of the project (its own
// .wrangler/state), so the developer's local database is never touched: back up, change, restore,
// and the change is gone while what was backed up is back.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, test } from "node:test";
import { offlineEnv } from "../../scripts/lib/local-setup.mjs";

const repository = resolve(".");
const project = mkdtempSync(join(tmpdir(), "store-backup-"));
cpSync("wrangler.toml", join(project, "wrangler.toml"));
cpSync("migrations", join(project, "migrations"), { recursive: true });
after(() => rmSync(project, { recursive: true, force: true }));

function inProject(command, args) {
  const result = spawnSync(command, args, {
    cwd: project,
    encoding: "utf8",
    env: { ...offlineEnv, CI: "1", WRANGLER_LOG: "log" },
  });
  assert.equal(result.status, 0, `${command} ${args.join(" ")}\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const wrangler = join(repository, "node_modules/.bin/wrangler");
const sql = (statement) => inProject(wrangler, ["d1", "execute", "DB", "--local", "--json", "--command", statement]);
const settingKeys = () =>
  JSON.parse(sql("SELECT key FROM store_settings ORDER BY key"))[0].results.map((row) => row.key);

test("a restore brings back exactly what the backup held", () => {
  inProject(wrangler, ["d1", "migrations", "apply", "DB", "--local"]);
  sql(`INSERT INTO store_settings (key, value) VALUES ('before-backup', '"kept"')`);

  inProject(process.execPath, [join(repository, "scripts/db/backup.mjs"), "backups/check.sql"]);
  sql(`INSERT INTO store_settings (key, value) VALUES ('after-backup', '"gone after restore"')`);
  sql(`DELETE FROM store_settings WHERE key = 'before-backup'`);
  assert.deepEqual(settingKeys(), ["after-backup"]);

  inProject(process.execPath, [join(repository, "scripts/db/restore.mjs"), "backups/check.sql"]);
  assert.deepEqual(settingKeys(), ["before-backup"]);
  // The migrations table came back too, so the next `npm start` applies nothing twice.
  const applied = JSON.parse(sql("SELECT count(*) AS n FROM d1_migrations"))[0].results[0].n;
  assert.ok(applied > 0);
  assert.match(inProject(wrangler, ["d1", "migrations", "list", "DB", "--local"]), /No migrations to apply/);
});

test("a restore refuses a file that is not a backup and changes nothing", () => {
  const result = spawnSync(process.execPath, [join(repository, "scripts/db/restore.mjs"), "wrangler.toml"], {
    cwd: project,
    encoding: "utf8",
    env: offlineEnv,
  });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /does not look like a database backup/);
  assert.deepEqual(settingKeys(), ["before-backup"]);
});
