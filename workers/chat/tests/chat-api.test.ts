import { beforeAll, describe, expect, it } from "vitest";
import { SocketClient } from "../../../tests/workers/support/sockets";
import { callApi, createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";
import demoAccounts from "../../db/seed/demo-accounts.json";

let adminCookie: string;

beforeAll(async () => {
  await seedDemo();
  adminCookie = await signIn(demoAccounts.admin);
});

async function shopper(label = "shopper") {
  return signIn(await createVerifiedAccount(label));
}

async function openConversation(cookie: string) {
  const response = await callApi("POST", "/api/chat/conversations", undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json<{ id: number }>()).id;
}

function upgrade(conversationId: number, cookie?: string) {
  return fetchWorker(`/api/chat/conversations/${conversationId}/ws`, { headers: { Upgrade: "websocket" } }, { cookie });
}

describe("chat API", () => {
  it("creates one open conversation per shopper and needs a session", async () => {
    expect((await callApi("POST", "/api/chat/conversations")).status).toBe(401);
    const cookie = await shopper();
    const first = await openConversation(cookie);
    expect(await openConversation(cookie)).toBe(first);
  });

  it("posts and lists messages in the spec's shape, oldest first, trimmed", async () => {
    const cookie = await shopper();
    const id = await openConversation(cookie);
    const posted = await callApi(
      "POST",
      `/api/chat/conversations/${id}/messages`,
      { content: "  Hello support  " },
      { cookie },
    );
    expect(posted.status).toBe(201);
    const message = await posted.json<Record<string, unknown>>();
    expect(message).toEqual({
      id: expect.any(Number),
      content: "Hello support",
      sender_name: "Test Shopper",
      sender_is_admin: false,
      enviado_em: expect.any(String),
    });
    await callApi(
      "POST",
      `/api/chat/conversations/${id}/messages`,
      { content: "Admins answer here" },
      { cookie: adminCookie },
    );
    const list = await (await callApi("GET", `/api/chat/conversations/${id}/messages`, undefined, { cookie })).json<
      Array<{ content: string; sender_is_admin: boolean }>
    >();
    expect(list.map((entry) => [entry.content, entry.sender_is_admin])).toEqual([
      ["Hello support", false],
      ["Admins answer here", true],
    ]);
    const empty = await callApi("POST", `/api/chat/conversations/${id}/messages`, { content: "   " }, { cookie });
    expect(empty.status).toBe(400);
    const html = "<img src=x onerror=alert(1)>";
    const stored = await (
      await callApi("POST", `/api/chat/conversations/${id}/messages`, { content: html }, { cookie })
    ).json<{ content: string }>();
    expect(stored.content).toBe(html);
  });

  it("refuses anyone but the owner and admins, on REST and before the websocket upgrade", async () => {
    const owner = await shopper("owner");
    const stranger = await shopper("stranger");
    const id = await openConversation(owner);
    expect(
      (await callApi("GET", `/api/chat/conversations/${id}/messages`, undefined, { cookie: stranger })).status,
    ).toBe(404);
    expect(
      (await callApi("POST", `/api/chat/conversations/${id}/messages`, { content: "hi" }, { cookie: stranger })).status,
    ).toBe(404);
    expect((await upgrade(id, stranger)).status).toBe(404);
    expect((await upgrade(id)).status).toBe(401);
    expect((await callApi("GET", "/api/chat/conversations/abc/messages", undefined, { cookie: owner })).status).toBe(
      400,
    );
    const crossSite = await fetchWorker(
      `/api/chat/conversations/${id}/ws`,
      { headers: { Upgrade: "websocket", Origin: "https://evil.example" } },
      { cookie: owner },
    );
    expect(crossSite.status).toBe(403);
    expect((await upgrade(id, adminCookie)).status).toBe(101);
  });

  it("delivers a message posted over REST to the live websocket", async () => {
    const cookie = await shopper();
    const id = await openConversation(cookie);
    const response = await upgrade(id, cookie);
    expect(response.status).toBe(101);
    if (!response.webSocket) throw new Error("no websocket");
    const socket = new SocketClient(response.webSocket);
    await socket.next("ready", true);
    const live = socket.next("message");
    await callApi(
      "POST",
      `/api/chat/conversations/${id}/messages`,
      { content: "From support" },
      { cookie: adminCookie },
    );
    expect((await live).message).toMatchObject({ content: "From support", sender_is_admin: true });
    socket.close();
  });
});
