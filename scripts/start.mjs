// `npm start`: secrets, migrations, demo data, a production build, then the whole store on local
// workerd (real D1, KV, queues and Durable Objects) at http://127.0.0.1:8787, served as shoppers get
// it: production React and Remix, minified chunks. The development settings (demo data, dev
// mailbox, payment sandbox) come from .dev.vars. wrangler.toml's Cron Triggers run on their
// schedule, as Cloudflare runs them. `npm run dev` is the development build, with hot reload.
import { startStore } from "./lib/local-store.mjs";

const store = await startStore({ port: process.env.PORT ?? "8787" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await store.stop();
    process.exit(0);
  });
}
