// One Durable Object per support conversation: its messages in the object's SQLite storage,
// websockets through the hibernation API (who is on each socket lives in its attachment), and the
// conversations index in D1 kept current after every message and read.
//
// Authority is checked live: a socket's identity is only a grant, re-checked against D1 on every
// frame its user sends and before every fan-out (one query for all the room's sockets). A disabled
// account, an ended sign-in or a revoked admin loses its sockets at the next event in the room:
// they are told "access_revoked" and closed with ACCESS_REVOKED (docs/decisions/012-live-authority.md).
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import {
  type ChatMessage,
  clientFrameSchema,
  MAX_FRAME_LENGTH,
  MAX_SOCKETS_PER_USER,
  type Role,
  type ServerEvent,
  TOO_MANY_SOCKETS,
} from "../../shared/chat/protocol";
import { type Grant, grantsStillHeld } from "../accounts/live-grants";
import { createDatabase } from "../db/client";
import { consumeRateLimit } from "../kernel/rate-limit";
import { echoableCloseCode } from "./close-code";
import { Coalescer } from "./coalescer";
import { markReadInIndex, recordMessageInIndex } from "./conversations";
import { type ChatIdentity, IDENTITY_HEADER, parseIdentityHeader, toIdentity } from "./identity";
import { insertMessage, messageSentAs, migrateRoomStorage, recentMessages } from "./room-storage";

/** How many messages a new socket receives at once; the REST endpoint returns them all. */
const HISTORY_ON_CONNECT = 100;
const HISTORY_LIMIT = 1_000;
/** The close code of a socket whose user lost the right to it (4000–4999: the application's own). */
export const ACCESS_REVOKED = 4403;
/**
 * Typing and read frames are relayed at most once per interval per sender (the last state wins),
 * and a read marks the index in D1 at most once per interval per side: a client sending them in a
 * loop costs the room one relay and one write per interval, not one per frame.
 */
const TYPING_INTERVAL_MS = 1_000;
const READ_INTERVAL_MS = 2_000;

/** `repeated`: the sender had already sent this message (its client id); nothing was stored or sent again. */
export type PostOutcome =
  | { ok: true; message: ChatMessage; repeated: boolean }
  | { ok: false; code: "rate_limited"; retryAfterSeconds: number };

const roleOf = (identity: ChatIdentity): Role => (identity.asSupport ? "support" : "shopper");
const grantOf = (identity: ChatIdentity): Grant => ({
  userId: identity.userId,
  sessionVersion: identity.sessionVersion,
  signedInWith: identity.signedInWith,
  passkeyId: identity.passkeyId,
  // A delivery agent's socket holds the desk's power over its one order; support's, the support chat.
  asStaff: identity.deskOrderId !== undefined ? "desk" : identity.asSupport ? "support_chat" : null,
  forOrder: identity.deskOrderId ?? null,
});

function isSupportSocket(socket: WebSocket): boolean {
  return toIdentity(socket.deserializeAttachment())?.asSupport === true;
}

/**
 * Whether `agent` is still in the room on one of `sockets`. Presence is a person's, not a tab's
 * (decision 006): an admin with the conversation open in two tabs joined once and leaves once.
 */
function agentPresent(sockets: WebSocket[], agent: ChatIdentity): boolean {
  return sockets.some((socket) => {
    const identity = toIdentity(socket.deserializeAttachment());
    return identity?.asSupport === true && identity.userId === agent.userId;
  });
}

export class ChatRoom extends DurableObject<Env> {
  private readonly typing = new Coalescer(TYPING_INTERVAL_MS);
  private readonly reads = new Coalescer(READ_INTERVAL_MS);

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

    // The Worker has just checked the newcomer; the others are checked before they hear of it.
    const others = this.withinSocketCap(await this.liveSockets(), identity);
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [roleOf(identity)]);
    server.serializeAttachment({ ...identity, connectedAt: Date.now() });
    const supportOnline = others.some(isSupportSocket);
    this.send(server, {
      type: "ready",
      messages: recentMessages(this.ctx.storage.sql, HISTORY_ON_CONNECT),
      supportOnline,
    });
    if (identity.asSupport && !agentPresent(others, identity)) {
      this.sendAll(others, { type: "presence", supportOnline: true, event: "agent_joined", agentName: identity.name });
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The shopper deleted their account: the conversation's messages go with it (LGPD art. 18). */
  async eraseMessages(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM messages");
  }

  /** The REST view of the conversation, oldest first. */
  async listMessages(): Promise<ChatMessage[]> {
    return recentMessages(this.ctx.storage.sql, HISTORY_LIMIT);
  }

  /**
   * Stores a message (content already validated, sender checked by the Worker's session read),
   * updates the index and reaches every socket whose user may still see it. A `clientId` the sender
   * already used (a retried REST call, a resend after a reconnect) answers the message stored then.
   */
  async postMessage(identity: ChatIdentity, content: string, clientId?: string): Promise<PostOutcome> {
    return this.post(identity, content, clientId, () => this.liveSockets());
  }

  private async post(
    identity: ChatIdentity,
    content: string,
    clientId: string | undefined,
    listeners: () => Promise<WebSocket[]>,
  ): Promise<PostOutcome> {
    // A retry has its effect already: it is answered, not counted against the sender's allowance.
    const sent = clientId ? messageSentAs(this.ctx.storage.sql, identity.userId, clientId) : null;
    if (sent) return { ok: true, message: sent, repeated: true };
    const limit = await consumeRateLimit(this.env, "chat", String(identity.userId));
    if (!limit.allowed) return { ok: false, code: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    // A second send of the same id may have stored it while the limit was checked: the index decides.
    const { message, inserted } = insertMessage(this.ctx.storage.sql, identity, content, clientId ?? null);
    if (!inserted) return { ok: true, message, repeated: true };
    await recordMessageInIndex(this.database(), identity.conversationId, message);
    this.sendAll(await listeners(), { type: "message", message, ...(clientId ? { clientId } : {}) });
    return { ok: true, message, repeated: false };
  }

  async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const identity = toIdentity(ws.deserializeAttachment());
    if (!identity) {
      ws.close(1008, "unknown participant");
      return;
    }
    // One read of D1 checks the sender and everyone the frame may reach; a revoked sender is closed.
    const live = await this.liveSockets();
    if (!live.includes(ws)) return;
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
        // Listeners are checked again right before the fan-out: the write and the index update
        // take a moment, in which an admin may have been demoted.
        const { clientId } = frame.output;
        const outcome = await this.post(identity, frame.output.content, clientId, () => this.liveSockets());
        // The others heard of it the first time; the sender hears again so its pending bubble settles.
        if (outcome.ok && outcome.repeated) this.send(ws, { type: "message", message: outcome.message, clientId });
        if (!outcome.ok) {
          this.send(ws, {
            type: "error",
            code: outcome.code,
            message: "Too many messages. Wait a few seconds.",
            ...(clientId ? { clientId } : {}),
          });
        }
        return;
      }
      case "typing": {
        const event: ServerEvent = {
          type: "typing",
          role: roleOf(identity),
          name: identity.name,
          typing: frame.output.typing,
        };
        // A relay folded to later checks its listeners again then, as every fan-out does.
        this.typing.run(`typing:${identity.userId}`, async () =>
          this.sendAll(
            (await this.liveSockets()).filter((socket) => socket !== ws),
            event,
          ),
        );
        return;
      }
      case "read":
        this.reads.run(`read:${roleOf(identity)}`, async () => {
          await markReadInIndex(this.database(), identity.conversationId, identity.asSupport);
          this.sendAll(await this.liveSockets(), {
            type: "read",
            role: roleOf(identity),
            at: new Date().toISOString(),
          });
        });
        return;
    }
  }

  /**
   * Keeps a newcomer's user within MAX_SOCKETS_PER_USER: their oldest sockets are told and closed
   * with TOO_MANY_SOCKETS. Returns the sockets left open.
   */
  private withinSocketCap(live: WebSocket[], newcomer: ChatIdentity): WebSocket[] {
    const connectedAt = (socket: WebSocket) =>
      (socket.deserializeAttachment() as { connectedAt?: number } | null)?.connectedAt ?? 0;
    const theirs = live
      .filter((socket) => toIdentity(socket.deserializeAttachment())?.userId === newcomer.userId)
      .sort((a, b) => connectedAt(a) - connectedAt(b));
    const excess = theirs.slice(0, Math.max(0, theirs.length - (MAX_SOCKETS_PER_USER - 1)));
    for (const socket of excess) {
      this.send(socket, {
        type: "error",
        code: "too_many_connections",
        message: "This conversation is open in too many tabs; this one now updates every few seconds.",
      });
      try {
        socket.close(TOO_MANY_SOCKETS, "too many connections");
      } catch {
        // Already closing.
      }
    }
    return live.filter((socket) => !excess.includes(socket));
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    const identity = toIdentity(ws.deserializeAttachment());
    // A dropped connection is reported as 1006 (or 1005 when the peer gave no code); neither may be sent back.
    ws.close(echoableCloseCode(code), reason);
    if (identity?.asSupport) {
      const others = (await this.liveSockets()).filter((socket) => socket !== ws);
      if (agentPresent(others, identity)) return;
      this.sendAll(others, {
        type: "presence",
        supportOnline: others.some(isSupportSocket),
        event: "agent_left",
        agentName: identity.name,
      });
    }
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws, 1011, "error");
  }

  /**
   * The room's sockets whose grants still hold, read from D1 now. The others are told why and
   * closed; when a support agent was among them, those left hear that support went away.
   */
  private async liveSockets(): Promise<WebSocket[]> {
    const sockets = this.ctx.getWebSockets();
    const identities = sockets.map((socket) => toIdentity(socket.deserializeAttachment()));
    const held = await grantsStillHeld(
      this.database(),
      this.env,
      identities.flatMap((identity) => (identity ? [grantOf(identity)] : [])),
    );
    const live: WebSocket[] = [];
    const revoked: Array<{ socket: WebSocket; identity: ChatIdentity | null }> = [];
    let grant = 0;
    for (const [index, socket] of sockets.entries()) {
      const identity = identities[index] ?? null;
      if (identity && held[grant++]) live.push(socket);
      else revoked.push({ socket, identity });
    }
    for (const { socket } of revoked) {
      this.send(socket, { type: "error", code: "access_revoked", message: "You can no longer use this conversation." });
      try {
        socket.close(ACCESS_REVOKED, "access revoked");
      } catch {
        // Already closing.
      }
    }
    const agentsLeft = new Map<number, ChatIdentity>();
    for (const { identity } of revoked) {
      if (identity?.asSupport && !agentPresent(live, identity)) agentsLeft.set(identity.userId, identity);
    }
    for (const agent of agentsLeft.values()) {
      this.sendAll(live, {
        type: "presence",
        supportOnline: live.some(isSupportSocket),
        event: "agent_left",
        agentName: agent.name,
      });
    }
    return live;
  }

  /**
   * A D1 session for one piece of the room's work. It starts on the primary: the room checks
   * authority (a disabled account, an ended sign-in) that an admin or the shopper has just changed,
   * and its index writes feed the admins' inbox (docs/decisions/020-read-replicas.md).
   */
  private database() {
    return createDatabase(this.env.DB.withSession("first-primary"));
  }

  private send(ws: WebSocket, event: ServerEvent): void {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket is closing; its close handler does the bookkeeping.
    }
  }

  private sendAll(sockets: readonly WebSocket[], event: ServerEvent): void {
    for (const socket of sockets) this.send(socket, event);
  }
}
