import { defineConfig } from "drizzle-kit";

// drizzle-kit owns the SQL in migrations/; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./workers/db/schema.ts",
  out: "./migrations",
  // Never touch wrangler's own bookkeeping table.
  tablesFilter: ["!d1_migrations", "!_cf_*"],
});
