// `npm run db:seed [-- --persist-to DIR]`: fills an empty local D1 with the demo data.
// The seed code is TypeScript shared with the Worker; Vite loads it, wrangler's platform proxy
// gives it the real local D1 (the same files `wrangler dev` uses).
import { parseArgs } from "node:util";
import { createServer } from "vite";
import { getPlatformProxy } from "wrangler";

const { values } = parseArgs({ options: { "persist-to": { type: "string" } } });
const persist = values["persist-to"] ? { path: `${values["persist-to"]}/v3` } : true;

const proxy = await getPlatformProxy({ persist });
const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { seedIfEmpty } = await vite.ssrLoadModule("/workers/db/seed/seed-if-empty.ts");
  const outcome = await seedIfEmpty(proxy.env);
  console.log(
    outcome.seeded
      ? `Seeded demo data: ${outcome.games} games, ${outcome.items} items.`
      : "Database already has data; seed skipped.",
  );
  if (outcome.reindexed) console.log(`Rebuilt the search index of ${outcome.reindexed} catalogue entries.`);
} finally {
  await vite.close();
  await proxy.dispose();
}
