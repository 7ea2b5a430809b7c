// One Durable Object per support conversation: its messages in the object's SQLite storage,
// websockets through the hibernation API (who is on each socket lives in its attachment), and the
// conversations index in D1 kept current after every message and read.
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { createDatabase } from "../db/client";
import { markReadInIndex, recordMessageInIndex } from "../services/chat/conversations";
import { type ChatIdentity, IDENTITY_HEADER, parseIdentityHeader, toIdentity } from "../services/chat/identity";
import {
  type ChatMessage,
  clientFrameSchema,
  MAX_FRAME_LENGTH,
  type Role,
  type ServerEvent,
} from "../services/chat/protocol";
import { consumeRateLimit } from "../services/rate-limit";
import { insertMessage, migrateRoomStorage, recentMessages } from "./room-storage";

/** How many messages a new socket receives at once; the REST endpoint returns them all. */
const HISTORY_ON_CONNECT = 100;
const HISTORY_LIMIT = 1_000;

export type PostOutcome =
  | { ok: true; message: ChatMessage }
  | { ok: false; code: "rate_limited"; retryAfterSeconds: number };

const roleOf = (identity: ChatIdentity): Role => (identity.isAdmin ? "support" : "shopper");

export class ChatRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => migrateRoomStorage(ctx.storage.sql));
  }

  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") {
      return new Response("Expected a websocket upgrade", { status: 426 });
    }
    const identity = parseIdentityHeader(request.headers.get(IDENTITY_HEADER));
    if (!identity) return new Response("Unknown participant", { status: 403 });

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [roleOf(identity)]);
    server.serializeAttachment(identity);
    const supportOnline = this.supportSockets().length > 0;
    this.send(server, {
      type: "ready",
      messages: recentMessages(this.ctx.storage.sql, HISTORY_ON_CONNECT),
      supportOnline,
    });
    if (identity.isAdmin) {
      this.broadcast(
        { type: "presence", supportOnline: true, event: "agent_joined", agentName: identity.name },
        server,
      );
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The REST view of the conversation, oldest first. */
  async listMessages(): Promise<ChatMessage[]> {
    return recentMessages(this.ctx.storage.sql, HISTORY_LIMIT);
  }

  /** Stores a message (content already validated), updates the index and reaches every socket. */
  async postMessage(identity: ChatIdentity, content: string, clientId?: string): Promise<PostOutcome> {
    const limit = await consumeRateLimit(this.env, "chat", String(identity.userId));
    if (!limit.allowed) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    const message = insertMessage(this.ctx.storage.sql, identity, content);
    await recordMessageInIndex(createDatabase(this.env.DB), identity.conversationId, message);
    this.broadcast({ type: "message", message, ...(clientId ? { clientId } : {}) });
    return { ok: true, message };
  }

  async markRead(identity: ChatIdentity): Promise<void> {
    await markReadInIndex(createDatabase(this.env.DB), identity.conversationId, identity.isAdmin);
    this.broadcast({ type: "read", role: roleOf(identity), at: new Date().toISOString() });
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const identity = toIdentity(ws.deserializeAttachment());
    if (!identity) {
      ws.close(1008, "unknown participant");
      return;
    }
    if (typeof raw !== "string" || raw.length > MAX_FRAME_LENGTH) {
      this.send(ws, { type: "error", code: "frame_too_large", message: "Frames must be text of at most 8 KB." });
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      this.send(ws, { type: "error", code: "invalid_json", message: "Frames must be JSON." });
      return;
    }
    const frame = v.safeParse(clientFrameSchema, data);
    if (!frame.success) {
      this.send(ws, { type: "error", code: "invalid_frame", message: frame.issues[0]?.message ?? "Invalid frame." });
      return;
    }
    switch (frame.output.type) {
      case "message": {
        const outcome = await this.postMessage(identity, frame.output.content, frame.output.clientId);
        if (!outcome.ok) {
          this.send(ws, {
            type: "error",
            code: outcome.code,
            message: "Too many messages. Wait a few seconds.",
            ...(frame.output.clientId ? { clientId: frame.output.clientId } : {}),
          });
        }
        return;
      }
      case "typing":
        this.broadcast(
          { type: "typing", role: roleOf(identity), name: identity.name, typing: frame.output.typing },
          ws,
        );
        return;
      case "read":
        await this.markRead(identity);
        return;
    }
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    const identity = toIdentity(ws.deserializeAttachment());
    ws.close(code, reason);
    if (identity?.isAdmin) {
      const supportOnline = this.supportSockets().some((socket) => socket !== ws);
      this.broadcast({ type: "presence", supportOnline, event: "agent_left", agentName: identity.name }, ws);
    }
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws, 1011, "error");
  }

  private supportSockets(): WebSocket[] {
    return this.ctx.getWebSockets("support");
  }

  private send(ws: WebSocket, event: ServerEvent): void {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket is closing; its close handler does the bookkeeping.
    }
  }

  private broadcast(event: ServerEvent, except?: WebSocket): void {
    for (const socket of this.ctx.getWebSockets()) {
      if (socket !== except) this.send(socket, event);
    }
  }
}
