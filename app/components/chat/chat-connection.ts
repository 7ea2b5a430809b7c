// One widget's link to its conversation: the websocket while it works; while it does not (refused,
// blocked by a proxy, dropped), reconnection with backoff and REST polling every 2 s meanwhile.
import {
  type ChatMessage,
  type ClientFrame,
  type ServerEvent,
  serverEventSchema,
  TOO_MANY_SOCKETS,
} from "@shared/chat/protocol";
import * as v from "valibot";
import type { ChatError } from "./chat-api";
import { fetchMessages, socketUrl } from "./chat-api";
import type { ConnectionStatus } from "./chat-state";
import { CONNECT_TIMEOUT_MS, POLL_INTERVAL_MS, reconnectDelay } from "./reconnect";

export interface ConnectionHandlers {
  onEvent: (event: ServerEvent) => void;
  onHistory: (messages: ChatMessage[]) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** The conversation cannot be used (signed out, not found): the connection has stopped. */
  onFatal: (error: ChatError) => void;
}

function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = v.safeParse(serverEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export class ChatConnection {
  private socket: WebSocket | null = null;
  private live = false;
  private stopped = false;
  private attempt = 0;
  private polling = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private pollTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly conversationId: number,
    private readonly handlers: ConnectionHandlers,
  ) {}

  start(): void {
    this.connect();
    // A socket that neither opens nor fails (a silent proxy) must not leave the panel empty.
    this.pollIn(POLL_INTERVAL_MS);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.socket?.close(1000, "closed");
    this.socket = null;
  }

  /** Sends over the live websocket; false when there is none (the caller uses REST instead). */
  send(frame: ClientFrame): boolean {
    if (!this.live || this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  get isLive(): boolean {
    return this.live;
  }

  private later(callback: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      callback();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(socketUrl(this.conversationId));
    this.socket = socket;
    const timeout = this.later(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.addEventListener("message", (message) => {
      const event = parseEvent(message.data);
      if (!event || this.socket !== socket) return;
      if (event.type === "ready") {
        clearTimeout(timeout);
        this.live = true;
        this.attempt = 0;
        this.handlers.onStatus("live");
      }
      this.handlers.onEvent(event);
    });
    socket.addEventListener("close", (event) => {
      clearTimeout(timeout);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.live = false;
      this.handlers.onStatus("fallback");
      this.pollIn(0);
      // Closed for a newer tab of the same user: reconnecting would close that one in turn.
      if (event.code !== TOO_MANY_SOCKETS) this.later(() => this.connect(), reconnectDelay(this.attempt++));
    });
  }

  /** Polls REST after `ms`, then every 2 s for as long as the websocket is not live. */
  private pollIn(ms: number): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => this.poll(), ms);
  }

  private async poll(): Promise<void> {
    this.pollTimer = null;
    if (this.stopped || this.live || this.polling) return;
    this.polling = true;
    const loaded = await fetchMessages(this.conversationId);
    this.polling = false;
    if (this.stopped) return;
    if (loaded.ok) this.handlers.onHistory(loaded.value);
    else if (!loaded.retry) {
      this.handlers.onFatal(loaded.error);
      this.stop();
      return;
    }
    if (!this.live) this.pollIn(POLL_INTERVAL_MS);
  }
}
