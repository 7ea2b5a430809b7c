// `npm run db:backup [-- FILE]`: the whole local database (schema, data and the migrations table)
// as one SQL file, by default backups/local-<time>.sql. Production uses D1 Time Travel instead
// (README, "Backups and restore").
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { wranglerD1 } from "./wrangler-d1.mjs";

export function backupLocal(file = `backups/local-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`) {
  mkdirSync(dirname(file), { recursive: true });
  wranglerD1(["export", "DB", "--local", "--output", file]);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = backupLocal(process.argv[2]);
  console.log(`Backed up the local database to ${file}`);
}
