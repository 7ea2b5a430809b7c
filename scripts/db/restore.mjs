// `npm run db:restore FILE`: replaces the local database with a backup from `npm run db:backup`.
// The current database is backed up first, so a restore can itself be undone. Stop `npm start`
// before restoring.
import { existsSync, readFileSync } from "node:fs";
import { backupLocal } from "./backup.mjs";
import { queryD1, wranglerD1 } from "./wrangler-d1.mjs";

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
const objects = queryD1(
  "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
);
if (objects.length > 0) {
  const drops = objects
    .sort((a, b) => (a.type === "table") - (b.type === "table"))
    .map(({ type, name }) => `DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}";`);
  wranglerD1(["execute", "DB", "--local", "--command", `PRAGMA defer_foreign_keys = ON; ${drops.join(" ")}`]);
}
wranglerD1(["execute", "DB", "--local", "--file", file]);
console.log(`Restored the local database from ${file} (the previous one is in ${safety}).`);
