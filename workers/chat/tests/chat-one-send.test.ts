// One press, one effect for the chat (issue 46, decision 042): a send retried with the same client
// id (the REST API's Idempotency-Key, the socket frame's clientId) is one message in the conversation,
// answered as the first send was; another id, or the same id from another sender, is another message.
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../shared/chat/protocol";
import { SocketClient } from "../../../tests/workers/support/sockets";
import { callApi, createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";
import demoAccounts from "../../db/seed/demo-accounts.json";

let adminCookie: string;

beforeAll(async () => {
  await seedDemo();
  adminCookie = await signIn(demoAccounts.admin);
});

async function conversationOfNewShopper() {
  const cookie = await signIn(await createVerifiedAccount("chat-one-send"));
  const opened = await callApi("POST", "/api/chat/conversations", undefined, { cookie });
  return { cookie, id: (await opened.json<{ id: number }>()).id };
}

const post = (id: number, cookie: string, content: string, key?: string) =>
  callApi(
    "POST",
    `/api/chat/conversations/${id}/messages`,
    { content },
    {
      cookie,
      headers: key ? { "Idempotency-Key": key } : {},
    },
  );

async function messagesOf(id: number, cookie: string): Promise<ChatMessage[]> {
  return (await callApi("GET", `/api/chat/conversations/${id}/messages`, undefined, { cookie })).json();
}

async function liveSocket(id: number, cookie: string) {
  const response = await fetchWorker(
    `/api/chat/conversations/${id}/ws`,
    { headers: { Upgrade: "websocket" } },
    { cookie },
  );
  if (!response.webSocket) throw new Error(`no websocket (${response.status})`);
  const socket = new SocketClient(response.webSocket);
  await socket.next("ready", true);
  return socket;
}

describe("POST /api/chat/conversations/{id}/messages with an Idempotency-Key", () => {
  it("posts once when the same message is posted twice with one key, and answers the second as the first", async () => {
    const { cookie, id } = await conversationOfNewShopper();
    const key = crypto.randomUUID();
    const first = await post(id, cookie, "Where is my gold?", key);
    const second = await post(id, cookie, "Where is my gold?", key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect((await messagesOf(id, cookie)).map((message) => message.content)).toEqual(["Where is my gold?"]);
  });

  it("posts once when three requests with one key arrive together, each answering the one message", async () => {
    const { cookie, id } = await conversationOfNewShopper();
    const key = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => post(id, cookie, "Hello?", key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json<ChatMessage>()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await messagesOf(id, cookie)).toHaveLength(1);
  });

  it("posts again for a fresh key, for no key, and for another sender using the same key", async () => {
    const { cookie, id } = await conversationOfNewShopper();
    const key = crypto.randomUUID();
    await post(id, cookie, "one", key);
    await post(id, cookie, "two", crypto.randomUUID());
    await post(id, cookie, "three");
    expect((await post(id, adminCookie, "from support", key)).status).toBe(201);
    expect((await messagesOf(id, cookie)).map((message) => message.content)).toEqual([
      "one",
      "two",
      "three",
      "from support",
    ]);
  });

  it("refuses a malformed key with a 400 naming the header, and posts nothing", async () => {
    const { cookie, id } = await conversationOfNewShopper();
    const response = await post(id, cookie, "hi", "short");
    expect(response.status).toBe(400);
    const body = await response.json<{ details: Array<{ field: string }> }>();
    expect(body.details.map((detail) => detail.field)).toEqual(["Idempotency-Key"]);
    expect(await messagesOf(id, cookie)).toEqual([]);
  });
});

describe("the chat's websocket", () => {
  it("stores a resent frame once, tells only its sender again, and tells the others once", async () => {
    const { cookie, id } = await conversationOfNewShopper();
    const shopper = await liveSocket(id, cookie);
    const support = await liveSocket(id, adminCookie);
    const frame = { type: "message", content: "Are you there?", clientId: crypto.randomUUID() };
    const firstEcho = shopper.next("message");
    shopper.send(frame);
    const first = await firstEcho;
    const secondEcho = shopper.next("message");
    shopper.send(frame);
    const second = await secondEcho;
    expect(second).toEqual(first);
    // The same id over REST (the widget's fallback while the socket is down) is the same message too.
    const overRest = await post(id, cookie, frame.content, frame.clientId);
    expect((await overRest.json<ChatMessage>()).id).toBe(first.message.id);
    expect((await messagesOf(id, cookie)).map((message) => message.id)).toEqual([first.message.id]);
    expect(support.events.filter((event) => event.type === "message")).toHaveLength(1);
    shopper.close();
    support.close();
  });
});
