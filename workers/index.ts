// The Worker entry wrangler deploys: the HTTP app, the Cron Trigger's housekeeping, the outbox's
// queue consumers and the chat Durable Object class.
import { app } from "./app";
import { createDatabase } from "./db/client";
import { requestD1 } from "./edge/bench";
import type { EffectMessage } from "./effects/outbox";
import { markDeadEffects, runEffectBatch } from "./effects/runner";
import { runHousekeeping } from "./housekeeping/run";
import { orderEffectRunnerFor } from "./orders/order-effects";

export { ChatRoom } from "./chat/chat-room";

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    // Housekeeping decides what to expire and delete from what it reads: it reads the primary
    // (docs/decisions/020-read-replicas.md).
    // Counted like a request's in bench mode (`npm run bench:scale` measures a run).
    const db = createDatabase(requestD1(env, env.DB.withSession("first-primary")));
    ctx.waitUntil(runHousekeeping(db, env, new Date(controller.scheduledTime)));
  },
  async queue(batch, env) {
    // Each try claims its effect by a guarded write before acting: it reads the primary.
    const db = createDatabase(env.DB.withSession("first-primary"));
    // The dead-letter queue (wrangler.toml) receives what the effects queue gave up on.
    if (batch.queue.endsWith("-effects-dead")) await markDeadEffects(db, batch);
    else await runEffectBatch(orderEffectRunnerFor(env, db), batch);
  },
} satisfies ExportedHandler<Env, EffectMessage>;
