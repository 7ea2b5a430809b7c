// The Worker entry wrangler deploys: the HTTP app, the Cron Trigger's housekeeping and the chat
// Durable Object class.
import { app } from "./app";
import { createDatabase } from "./db/client";
import { runHousekeeping } from "./services/housekeeping/run";

export { ChatRoom } from "./chat/chat-room";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    // Housekeeping decides what to expire and delete from what it reads: it reads the primary
    // (docs/decisions/020-read-replicas.md).
    const db = createDatabase(env.DB.withSession("first-primary"));
    ctx.waitUntil(runHousekeeping(db, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
