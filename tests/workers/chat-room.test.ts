import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) =>
    socket.addEventListener("message", (event) => resolve(String(event.data)), { once: true }),
  );
}

describe("ChatRoom Durable Object", () => {
  it("accepts a websocket and answers a frame over it", async () => {
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName("conversation-1"));
    const response = await stub.fetch("http://chat/ws", { headers: { Upgrade: "websocket" } });
    expect(response.status).toBe(101);
    const socket = response.webSocket;
    if (!socket) throw new Error("no websocket");
    socket.accept();
    const reply = nextMessage(socket);
    socket.send("hello");
    expect(await reply).toBe("hello");
    socket.close(1000, "done");
  });

  it("refuses a plain request that is not a websocket upgrade", async () => {
    const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName("conversation-2"));
    const response = await stub.fetch("http://chat/ws");
    expect(response.status).toBe(426);
  });
});
