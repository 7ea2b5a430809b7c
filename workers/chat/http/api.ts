// /api/chat: conversations (spec section 7) and the live websocket. Who may use a conversation is
// decided here, from the session, before anything reaches its ChatRoom.
import { type Context, Hono } from "hono";
import { postMessageSchema } from "../../../shared/chat/protocol";
import { can } from "../../accounts/staff-powers";
import { crossSiteRefused, isSameOriginRequest } from "../../edge/csrf";
import { pathId } from "../../edge/params";
import { apiError } from "../../edge/refusals";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { pressKeyHeader, readJson } from "../../edge/validation";
import { DomainError } from "../../kernel/domain-error";
import { conversationFor, openConversation } from "../conversations";
import { type ChatIdentity, identityHeader } from "../identity";
import { chatRoomFor } from "../room";

/** The signed-in participant for a conversation the user may use; refused (400, 404) otherwise. */
async function participant(c: Context<AuthedApiEnv>): Promise<ChatIdentity> {
  const id = pathId(c, "id");
  const user = c.var.user;
  const conversation = await conversationFor(c.var.db, id, user);
  // requireAuth has read this sign-in already (kept in the request context), so it is there.
  const signedIn = await c.var.context.signedIn();
  if (!signedIn) throw new Error("participant() runs behind requireAuth");
  const { sessionVersion, signedInWith, passkeyId } = signedIn.claim;
  const claim = { sessionVersion, signedInWith, passkeyId };
  const who = { conversationId: id, userId: user.id, name: user.name };
  // The order's delivery agent answers as support there, on a grant that holds while the order is theirs.
  if (conversation.viaDesk && conversation.orderId !== null) {
    return { ...who, asSupport: true, deskOrderId: conversation.orderId, ...claim };
  }
  return { ...who, asSupport: can(user, "support_chat"), ...claim };
}

export const chatApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .post("/conversations", async (c) => {
    const conversation = await openConversation(c.var.db, c.var.user.id);
    return c.json({ id: conversation.id, status: conversation.status }, 200);
  })
  .get("/conversations/:id/messages", async (c) => {
    const identity = await participant(c);
    return c.json(await chatRoomFor(c.env, identity.conversationId).listMessages());
  })
  .post("/conversations/:id/messages", async (c) => {
    const identity = await participant(c);
    const input = await readJson(c, postMessageSchema);
    // The key is the message's client id, as over the socket: a retried post answers the first message.
    const clientId = pressKeyHeader(c);
    const outcome = await chatRoomFor(c.env, identity.conversationId).postMessage(identity, input.content, clientId);
    if (!outcome.ok) {
      const { retryAfterSeconds } = outcome;
      throw new DomainError("rate_limited", "chat.rateLimited", 429, { retryAfterSeconds });
    }
    return c.json(outcome.message, 201);
  })
  .get("/conversations/:id/ws", async (c) => {
    if (c.req.header("Upgrade") !== "websocket") {
      return apiError(c, 426, "upgrade_required", "chat.upgradeRequired");
    }
    // Browsers send Origin on every websocket handshake: another site's page may not open our chat.
    if (c.req.header("Origin") && !isSameOriginRequest(c.req.raw)) {
      return crossSiteRefused(c);
    }
    const identity = await participant(c);
    // A fresh request: only the Worker's own identity header reaches the room, never the client's headers.
    return chatRoomFor(c.env, identity.conversationId).fetch("https://chat.internal/ws", {
      headers: { Upgrade: "websocket", ...identityHeader(identity) },
    });
  });
