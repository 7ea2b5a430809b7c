import { expect } from "vitest";
import type { ServerEvent } from "../../../shared/chat/protocol";
import { fetchWorker } from "./store";

/** A test websocket client that keeps every event it receives and can wait for the next matching one. */
export class SocketClient {
  readonly events: ServerEvent[] = [];
  private waiters: Array<{ match: (event: ServerEvent) => boolean; resolve: (event: ServerEvent) => void }> = [];

  /** Settles when the server closes the socket, with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason }));
    });
    socket.accept();
    socket.addEventListener("message", (message) => {
      const event = JSON.parse(String(message.data)) as ServerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(event)) return true;
        waiter.resolve(event);
        return false;
      });
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first event of `type` received from now on (or already received, when `includePast`). */
  next<T extends ServerEvent["type"]>(type: T, includePast = false): Promise<Extract<ServerEvent, { type: T }>> {
    const match = (event: ServerEvent) => event.type === type;
    const past = includePast ? this.events.find(match) : undefined;
    if (past) return Promise.resolve(past as Extract<ServerEvent, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} event within 2 s`)), 2_000);
      this.waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event as Extract<ServerEvent, { type: T }>);
        },
      });
    });
  }

  close(): void {
    this.socket.close(1000, "done");
  }
}

/** A live socket opened the way the widgets open it: through the Worker, with the session cookie. */
export async function connect(conversationId: number, cookie: string): Promise<SocketClient> {
  const response = await fetchWorker(
    `/api/chat/conversations/${conversationId}/ws`,
    { headers: { Upgrade: "websocket" } },
    { cookie },
  );
  expect(response.status).toBe(101);
  if (!response.webSocket) throw new Error("no websocket");
  const client = new SocketClient(response.webSocket);
  await client.next("ready", true);
  return client;
}
