// Issue 12 §3: authority is checked live. Real websockets through the Worker: a disabled shopper's
// open socket can no longer post, a demoted admin's socket stops receiving the conversation, and an
// ended sign-in (password reset) loses its socket too, all without reconnecting.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie as demoAdminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { connect, type SocketClient } from "../../../tests/workers/support/sockets";
import { callApi, createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { endAllSessions } from "../../accounts/users";
import { setDisabled } from "../../admin/users";
import { users } from "../../db/schema";
import { changeStaffRole } from "../../staff/roles";
import { ACCESS_REVOKED } from "../chat-room";

let demoAdminId: number;

beforeAll(async () => {
  await seedOnce();
  const me = await callApi("GET", "/api/auth/me", undefined, { cookie: await demoAdminCookie() });
  demoAdminId = (await me.json<{ user: { id: number } }>()).user.id;
});

const adminDeps = () => ({
  db,
  env,
  actorUserId: demoAdminId,
  from: { ip: null, device: null },
  admin: { adminAccess: "allowed", staffRole: "owner" } as const,
});

async function account(label: string, options: { admin?: boolean } = {}) {
  const created = await createVerifiedAccount(label);
  const [row] = await db
    .update(users)
    .set({ isAdmin: options.admin ?? false, staffRole: options.admin ? "owner" : null })
    .where(eq(users.email, created.email))
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return { id: row.id, cookie: await signIn(created) };
}

async function conversationOf(cookie: string): Promise<number> {
  const response = await callApi("POST", "/api/chat/conversations", undefined, { cookie });
  return (await response.json<{ id: number }>()).id;
}

const messages = (client: SocketClient) =>
  client.events.flatMap((event) => (event.type === "message" ? [event.message.content] : []));

async function storedMessages(conversationId: number, cookie: string): Promise<string[]> {
  const response = await callApi("GET", `/api/chat/conversations/${conversationId}/messages`, undefined, { cookie });
  return (await response.json<Array<{ content: string }>>()).map((message) => message.content);
}

describe("chat sockets follow the account's current authority", () => {
  it("a disabled shopper's open socket can no longer post, and nobody receives the attempt", async () => {
    const shopper = await account("chat-disabled");
    const agent = await account("chat-agent", { admin: true });
    const id = await conversationOf(shopper.cookie);
    const shopperSocket = await connect(id, shopper.cookie);
    const agentSocket = await connect(id, agent.cookie);

    const before = agentSocket.next("message");
    shopperSocket.send({ type: "message", content: "before the ban" });
    expect((await before).message.content).toBe("before the ban");

    await setDisabled(adminDeps(), shopper.id, true);
    const revoked = shopperSocket.next("error");
    shopperSocket.send({ type: "message", content: "after the ban", clientId: "c-2" });
    expect(await revoked).toMatchObject({ code: "access_revoked" });
    expect(await shopperSocket.closed).toMatchObject({ code: ACCESS_REVOKED });

    // The agent's next message is the next thing the agent sees: the banned one never arrived.
    const reply = agentSocket.next("message");
    agentSocket.send({ type: "message", content: "still here" });
    expect((await reply).message.content).toBe("still here");
    expect(messages(agentSocket)).toEqual(["before the ban", "still here"]);
    expect(await storedMessages(id, agent.cookie)).toEqual(["before the ban", "still here"]);
    agentSocket.close();
  });

  it("a disabled shopper's typing and read frames go nowhere either", async () => {
    const shopper = await account("chat-disabled-typing");
    const agent = await account("chat-agent", { admin: true });
    const id = await conversationOf(shopper.cookie);
    const shopperSocket = await connect(id, shopper.cookie);
    const agentSocket = await connect(id, agent.cookie);

    await setDisabled(adminDeps(), shopper.id, true);
    shopperSocket.send({ type: "typing", typing: true });
    expect(await shopperSocket.closed).toMatchObject({ code: ACCESS_REVOKED });
    const reply = agentSocket.next("message");
    agentSocket.send({ type: "message", content: "anyone?" });
    await reply;
    expect(agentSocket.events.some((event) => event.type === "typing")).toBe(false);
    agentSocket.close();
  });

  it("a demoted admin's open socket stops receiving the shopper's conversation", async () => {
    const shopper = await account("chat-shopper");
    const demoted = await account("chat-demoted", { admin: true });
    const stays = await account("chat-stays", { admin: true });
    const id = await conversationOf(shopper.cookie);
    const shopperSocket = await connect(id, shopper.cookie);
    const demotedSocket = await connect(id, demoted.cookie);
    const staysSocket = await connect(id, stays.cookie);

    // Demoted to a role without support chats, still signed in.
    await changeStaffRole(adminDeps(), demoted.id, "delivery");
    const atStays = staysSocket.next("message");
    const echo = shopperSocket.next("message");
    const agentLeft = shopperSocket.next("presence");
    shopperSocket.send({ type: "message", content: "my account password is hunter2", clientId: "c-1" });
    expect((await atStays).message.content).toBe("my account password is hunter2");
    expect((await echo).clientId).toBe("c-1");

    expect(await demotedSocket.closed).toMatchObject({ code: ACCESS_REVOKED });
    expect(messages(demotedSocket)).toEqual([]);
    expect(demotedSocket.events.at(-1)).toMatchObject({ type: "error", code: "access_revoked" });
    // The shopper still has support online: the other agent.
    expect(await agentLeft).toEqual({
      type: "presence",
      supportOnline: true,
      event: "agent_left",
      agentName: "Test Shopper",
    });

    // Messages posted over REST are fanned out through the same check.
    const viaRest = staysSocket.next("message");
    expect(
      (
        await callApi(
          "POST",
          `/api/chat/conversations/${id}/messages`,
          { content: "via REST" },
          { cookie: shopper.cookie },
        )
      ).status,
    ).toBe(201);
    expect((await viaRest).message.content).toBe("via REST");
    expect(messages(demotedSocket)).toEqual([]);

    // And the demoted account cannot come back in: the conversation is not theirs.
    const again = await fetchWorker(
      `/api/chat/conversations/${id}/ws`,
      { headers: { Upgrade: "websocket" } },
      { cookie: demoted.cookie },
    );
    expect(again.status).toBe(404);
    shopperSocket.close();
    staysSocket.close();
  });

  it("the last agent demoted: the shopper hears that support went offline", async () => {
    const shopper = await account("chat-shopper");
    const demoted = await account("chat-demoted", { admin: true });
    const id = await conversationOf(shopper.cookie);
    const shopperSocket = await connect(id, shopper.cookie);
    const demotedSocket = await connect(id, demoted.cookie);

    // Demoted to a role without support chats, still signed in.
    await changeStaffRole(adminDeps(), demoted.id, "delivery");
    const offline = shopperSocket.next("presence");
    shopperSocket.send({ type: "typing", typing: true });
    expect(await offline).toMatchObject({ supportOnline: false, event: "agent_left" });
    expect(await demotedSocket.closed).toMatchObject({ code: ACCESS_REVOKED });
    expect(demotedSocket.events.some((event) => event.type === "typing")).toBe(false);
    shopperSocket.close();
  });

  it("an ended sign-in (a password reset ends every session) loses its open socket", async () => {
    const shopper = await account("chat-reset");
    const agent = await account("chat-agent", { admin: true });
    const id = await conversationOf(shopper.cookie);
    const shopperSocket = await connect(id, shopper.cookie);
    const agentSocket = await connect(id, agent.cookie);

    await endAllSessions(db, shopper.id);
    shopperSocket.send({ type: "message", content: "from a stolen session" });
    expect(await shopperSocket.closed).toMatchObject({ code: ACCESS_REVOKED });
    const reply = agentSocket.next("message");
    agentSocket.send({ type: "message", content: "hello?" });
    await reply;
    expect(messages(agentSocket)).toEqual(["hello?"]);
    agentSocket.close();
  });
});
