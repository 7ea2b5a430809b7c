// The Worker entry wrangler deploys: the HTTP app, the Cron Trigger's housekeeping and the chat
// Durable Object class.
import { app } from "./app";
import { createDatabase } from "./db/client";
import { runHousekeeping } from "./services/housekeeping/run";

export { ChatRoom } from "./chat/chat-room";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runHousekeeping(createDatabase(env.DB), env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
