import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from "../../../shared/chat/protocol";
import { createShopper, db } from "../../../tests/workers/support/catalogue-rows";
import { withinOneRateLimitWindow } from "../../../tests/workers/support/rate-limit-window";
import { SocketClient } from "../../../tests/workers/support/sockets";
import { chatConversations, users } from "../../db/schema";
import type { ChatRoom } from "../chat-room";
import { openConversation } from "../conversations";
import { type ChatIdentity, identityHeader } from "../identity";

async function conversationWith() {
  const shopper = await createShopper("Ana");
  const admin = await createShopper("Support Bia");
  // The room checks every socket's grant against D1: the agent must really be an admin.
  await db.update(users).set({ isAdmin: true, staffRole: "owner" }).where(eq(users.id, admin.id));
  const conversation = await openConversation(db, shopper.id);
  const stub = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(String(conversation.id)));
  const shopperIdentity: ChatIdentity = {
    conversationId: conversation.id,
    userId: shopper.id,
    name: "Ana",
    asSupport: false,
    sessionVersion: shopper.sessionVersion,
    signedInWith: "password",
    passkeyId: null,
  };
  const adminIdentity: ChatIdentity = {
    conversationId: conversation.id,
    userId: admin.id,
    name: "Support Bia",
    asSupport: true,
    sessionVersion: admin.sessionVersion,
    signedInWith: "password",
    passkeyId: null,
  };
  return { conversation, stub, shopperIdentity, adminIdentity };
}

function isAgent(socket: WebSocket): boolean {
  return (socket.deserializeAttachment() as ChatIdentity | null)?.asSupport === true;
}

async function connect(stub: DurableObjectStub<ChatRoom>, identity: ChatIdentity) {
  const response = await stub.fetch("http://chat/ws", {
    headers: { Upgrade: "websocket", ...identityHeader(identity) },
  });
  expect(response.status).toBe(101);
  if (!response.webSocket) throw new Error("no websocket");
  const client = new SocketClient(response.webSocket);
  await client.next("ready", true);
  return client;
}

describe("ChatRoom", () => {
  it("lets a shopper and an admin see each other's messages, typing and presence live", async () => {
    const { stub, shopperIdentity, adminIdentity, conversation } = await conversationWith();
    const shopper = await connect(stub, shopperIdentity);
    expect(shopper.events[0]).toMatchObject({ type: "ready", messages: [], supportOnline: false });

    const joined = shopper.next("presence");
    const admin = await connect(stub, adminIdentity);
    expect(await joined).toEqual({
      type: "presence",
      supportOnline: true,
      event: "agent_joined",
      agentName: "Support Bia",
    });

    const typing = admin.next("typing");
    shopper.send({ type: "typing", typing: true });
    expect(await typing).toEqual({ type: "typing", role: "shopper", name: "Ana", typing: true });

    const atAdmin = admin.next("message");
    const echo = shopper.next("message");
    shopper.send({ type: "message", content: "  Hi, where is my gold?  ", clientId: "c-1" });
    const received = await atAdmin;
    expect(received.message).toMatchObject({
      content: "Hi, where is my gold?",
      sender_name: "Ana",
      sender_is_admin: false,
    });
    expect((await echo).clientId).toBe("c-1");

    const reply = shopper.next("message");
    admin.send({ type: "message", content: "On its way!" });
    expect((await reply).message).toMatchObject({
      content: "On its way!",
      sender_name: "Support Bia",
      sender_is_admin: true,
    });

    const [indexed] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(indexed).toMatchObject({ lastMessage: "On its way!", unreadForSupport: 1, unreadForUser: 1 });
    const read = shopper.next("read");
    admin.send({ type: "read" });
    expect(await read).toMatchObject({ role: "support" });
    const [afterRead] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(afterRead?.unreadForSupport).toBe(0);

    const left = shopper.next("presence");
    admin.close();
    expect(await left).toEqual({
      type: "presence",
      supportOnline: false,
      event: "agent_left",
      agentName: "Support Bia",
    });
    shopper.close();
  });

  it("lets an agent's connection drop without a close frame and tells the shopper support left", async () => {
    const { stub, shopperIdentity, adminIdentity } = await conversationWith();
    const shopper = await connect(stub, shopperIdentity);
    const admin = await connect(stub, adminIdentity);
    const left = shopper.next("presence");
    // The runtime reports a dropped connection as 1006: a code no endpoint may send back.
    await runInDurableObject(stub, async (room, state) => {
      const agentSocket = state.getWebSockets().find(isAgent);
      if (!agentSocket) throw new Error("no agent socket");
      await expect(room.webSocketClose(agentSocket, 1006, "")).resolves.toBeUndefined();
    });
    expect(await left).toMatchObject({ event: "agent_left", supportOnline: false });
    shopper.close();
    admin.close();
  });

  it("announces an admin with the conversation open in two tabs as joining once and leaving once", async () => {
    const { stub, shopperIdentity, adminIdentity } = await conversationWith();
    const shopper = await connect(stub, shopperIdentity);
    const firstTab = await connect(stub, adminIdentity);
    const secondTab = await connect(stub, adminIdentity);
    firstTab.close();
    await firstTab.closed;
    secondTab.close();
    await secondTab.closed;
    const presence = () => shopper.events.flatMap((event) => (event.type === "presence" ? [event] : []));
    await vi.waitFor(() => expect(presence().at(-1)).toMatchObject({ event: "agent_left", supportOnline: false }));
    expect(presence().map((event) => event.event)).toEqual(["agent_joined", "agent_left"]);
    // The admin's own first tab does not hear its second tab arrive either.
    expect(firstTab.events.filter((event) => event.type === "presence")).toEqual([]);
    shopper.close();
  });

  it("keeps messages in order across the object being evicted and recreated", async () => {
    const { stub, shopperIdentity } = await conversationWith();
    for (const content of ["one", "two", "three"]) {
      const outcome = await stub.postMessage(shopperIdentity, content);
      expect(outcome.ok).toBe(true);
    }
    await evictDurableObject(stub);
    const messages = await stub.listMessages();
    expect(messages.map((message) => message.content)).toEqual(["one", "two", "three"]);
    expect(messages.map((message) => message.id)).toEqual(
      [...messages.map((message) => message.id)].sort((a, b) => a - b),
    );
    const client = await connect(stub, shopperIdentity);
    expect(client.events[0]).toMatchObject({
      type: "ready",
      messages: [{ content: "one" }, { content: "two" }, { content: "three" }],
    });
    client.close();
  });

  it("answers bad frames with an error frame and changes nothing", async () => {
    const { stub, shopperIdentity } = await conversationWith();
    const client = await connect(stub, shopperIdentity);
    const cases: Array<[unknown, string]> = [
      ["not json", "invalid_json"],
      [{ type: "shout", content: "hi" }, "invalid_frame"],
      [{ type: "message", content: "   " }, "invalid_frame"],
      [{ type: "message", content: "x".repeat(2_001) }, "invalid_frame"],
      [JSON.stringify({ type: "message", content: "x".repeat(9_000) }), "frame_too_large"],
    ];
    for (const [frame, code] of cases) {
      const error = client.next("error");
      client.send(frame);
      expect((await error).code).toBe(code);
    }
    expect(await stub.listMessages()).toEqual([]);
    client.close();
  });

  it("refuses a socket the Worker did not vouch for", async () => {
    const { stub } = await conversationWith();
    const response = await stub.fetch("http://chat/ws", { headers: { Upgrade: "websocket" } });
    expect(response.status).toBe(403);
  });

  it("holds the rate limit: at most 10 messages per 10 seconds per user", async () => {
    await withinOneRateLimitWindow(10, 4);
    const { stub, shopperIdentity } = await conversationWith();
    const outcomes = [];
    for (let i = 0; i < 11; i++) outcomes.push(await stub.postMessage(shopperIdentity, `message ${i}`));
    expect(outcomes.slice(0, 10).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[10]).toEqual({ ok: false, code: "rate_limited", retryAfterSeconds: 10 });
    expect(await stub.listMessages()).toHaveLength(10);
  });

  it("names the refused message's clientId when the limit stops a websocket message", async () => {
    await withinOneRateLimitWindow(10, 4);
    const { stub, shopperIdentity } = await conversationWith();
    for (let i = 0; i < 10; i++) await stub.postMessage(shopperIdentity, `message ${i}`);
    const client = await connect(stub, shopperIdentity);
    const error = client.next("error");
    client.send({ type: "message", content: "one too many", clientId: "c-11" });
    expect(await error).toMatchObject({ code: "rate_limited", clientId: "c-11" });
    client.close();
  });

  it("closes a user's oldest socket when they open one more than five on a conversation, and no one else's", async () => {
    const { stub, shopperIdentity, adminIdentity } = await conversationWith();
    const admin = await connect(stub, adminIdentity);
    const tabs = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) tabs.push(await connect(stub, shopperIdentity));
    const oldest = tabs[0];
    if (!oldest) throw new Error("no socket");
    const told = oldest.next("error");
    tabs.push(await connect(stub, shopperIdentity));
    expect(await told).toMatchObject({ code: "too_many_connections" });
    expect((await oldest.closed).code).toBe(TOO_MANY_SOCKETS);
    // The others, and the agent, still hear the room.
    const heard = Promise.all([...tabs.slice(1), admin].map((client) => client.next("message")));
    await stub.postMessage(shopperIdentity, "still here");
    expect((await heard).map((event) => event.message.content)).toEqual(
      Array(MAX_SOCKETS_PER_USER + 1).fill("still here"),
    );
    for (const client of [...tabs.slice(1), admin]) client.close();
  });

  it("relays a burst of typing frames as at most a few, the last state last, and marks reads in D1 at most once per interval", async () => {
    const { stub, shopperIdentity, adminIdentity, conversation } = await conversationWith();
    const shopper = await connect(stub, shopperIdentity);
    const admin = await connect(stub, adminIdentity);
    for (let i = 0; i < 100; i++) shopper.send({ type: "typing", typing: i % 2 === 0 });
    await admin.next("typing");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const typing = admin.events.filter((event) => event.type === "typing");
    expect(typing.length).toBeLessThanOrEqual(3);
    expect(typing.at(-1)).toMatchObject({ typing: false });

    await db.update(chatConversations).set({ unreadForSupport: 5 }).where(eq(chatConversations.id, conversation.id));
    for (let i = 0; i < 100; i++) admin.send({ type: "read" });
    await shopper.next("read");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Each relayed read is one write to the index.
    expect(shopper.events.filter((event) => event.type === "read").length).toBeLessThanOrEqual(2);
    const [indexed] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(indexed?.unreadForSupport).toBe(0);
    shopper.close();
    admin.close();
  });
});
