// The Worker entry wrangler deploys: the HTTP app and the chat Durable Object class.
import { app } from "./app";

export { ChatRoom } from "./chat/chat-room";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
