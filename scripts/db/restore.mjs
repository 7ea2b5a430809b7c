// `npm run db:restore FILE`: replaces the local database with a backup from `npm run db:backup`.
// The current database is backed up first, so a restore can itself be undone. Stop `npm start`
// before restoring.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { backupLocal } from "./backup.mjs";
import { wranglerD1 } from "./wrangler-d1.mjs";

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error("Usage: npm run db:restore FILE   (a .sql file written by npm run db:backup)");
  process.exit(1);
}
if (!/CREATE TABLE/i.test(readFileSync(file, "utf8"))) {
  console.error(`${file} does not look like a database backup (no CREATE TABLE in it).`);
  process.exit(1);
}

const safety = backupLocal(`backups/before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`);
// An empty database, then the backup's schema and rows: the local D1 lives in these files, and
// dropping tables one by one trips over the foreign keys between them.
rmSync(".wrangler/state/v3/d1", { recursive: true, force: true });
wranglerD1(["execute", "DB", "--local", "--file", file]);
console.log(`Restored the local database from ${file} (the previous one is in ${safety}).`);
