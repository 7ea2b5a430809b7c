import { describe, expect, it } from "vitest";
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  lastIdFromOtherSide,
} from "../../../app/components/chat/chat-state";
import { reconnectDelay } from "../../../app/components/chat/reconnect";
import type { ChatMessage } from "../../../shared/chat/protocol";

const at = "2026-05-01T12:00:00.000Z";
const fromShopper = (id: number, content: string): ChatMessage => ({
  id,
  content,
  sender_name: "Ana",
  sender_is_admin: false,
  enviado_em: at,
});
const fromSupport = (id: number, content: string): ChatMessage => ({
  id,
  content,
  sender_name: "Bia",
  sender_is_admin: true,
  enviado_em: at,
});
const pending = (clientId: string, content: string) => ({
  clientId,
  content,
  sender_name: "Ana",
  sender_is_admin: false,
  startedAt: at,
});

const run = (actions: ChatAction[], state: ChatState = initialChatState("shopper")) =>
  actions.reduce(chatReducer, state);

describe("the chat widget's state", () => {
  it("shows a sent message once: the optimistic copy gives way to its echo, recognised by clientId", () => {
    const sending = run([
      { type: "server", event: { type: "ready", messages: [fromShopper(1, "hi")], supportOnline: false } },
      { type: "send", pending: pending("c1", "where is my gold?") },
    ]);
    expect(sending.pending?.content).toBe("where is my gold?");

    const echoed = run(
      [{ type: "server", event: { type: "message", message: fromShopper(2, "where is my gold?"), clientId: "c1" } }],
      sending,
    );
    expect(echoed.pending).toBeNull();
    expect(echoed.messages.map((message) => message.id)).toEqual([1, 2]);

    // The same message arriving again (a poll, a reconnect's history) changes nothing.
    const again = run(
      [
        { type: "history", messages: [fromShopper(1, "hi"), fromShopper(2, "where is my gold?")] },
        {
          type: "server",
          event: { type: "ready", messages: [fromShopper(2, "where is my gold?")], supportOnline: true },
        },
      ],
      echoed,
    );
    expect(again.messages.map((message) => message.id)).toEqual([1, 2]);
    expect(again.supportOnline).toBe(true);
  });

  it("settles a message sent over REST with the created message, and keeps other senders' echoes apart", () => {
    const state = run([
      { type: "history", messages: [] },
      { type: "send", pending: pending("c2", "over rest") },
      // Another tab of the same shopper sends meanwhile: its echo is not this send's.
      { type: "server", event: { type: "message", message: fromShopper(5, "from another tab"), clientId: "other" } },
    ]);
    expect(state.pending?.clientId).toBe("c2");
    const sent = run([{ type: "sent", clientId: "c2", message: fromShopper(6, "over rest") }], state);
    expect(sent.pending).toBeNull();
    expect(sent.messages.map((message) => message.content)).toEqual(["from another tab", "over rest"]);
  });

  it("gives the text back when a send fails: a refused frame names its clientId, a rate limit has its own text", () => {
    const limited = run([
      { type: "send", pending: pending("c3", "too fast") },
      { type: "server", event: { type: "error", code: "rate_limited", message: "Too many", clientId: "c3" } },
    ]);
    expect(limited.pending).toBeNull();
    expect(limited.failed).toEqual({ clientId: "c3", content: "too fast", errorKey: "chat.rateLimited" });

    const lost = run([
      { type: "send", pending: pending("c4", "no echo") },
      { type: "send-failed", clientId: "c4", errorKey: "chat.sendError" },
    ]);
    expect(lost.failed).toMatchObject({ content: "no echo", errorKey: "chat.sendError" });
    // A late failure report for a send that already settled changes nothing.
    expect(run([{ type: "send-failed", clientId: "c4", errorKey: "chat.sendError" }], lost)).toBe(lost);
    // The next send clears the strip.
    expect(run([{ type: "send", pending: pending("c5", "again") }], lost).failed).toBeNull();
  });

  it("shows the other side typing, not one's own, and forgets it when they send or leave", () => {
    const supportTyping = run([
      { type: "server", event: { type: "typing", role: "shopper", name: "Ana", typing: true } },
      { type: "server", event: { type: "typing", role: "support", name: "Bia", typing: true } },
    ]);
    expect(supportTyping.typing).toEqual({ name: "Bia", role: "support" });
    const answered = run(
      [{ type: "server", event: { type: "message", message: fromSupport(3, "on its way") } }],
      supportTyping,
    );
    expect(answered.typing).toBeNull();

    const left = run(
      [
        { type: "server", event: { type: "typing", role: "support", name: "Bia", typing: true } },
        { type: "server", event: { type: "presence", supportOnline: false, event: "agent_left", agentName: "Bia" } },
      ],
      answered,
    );
    expect(left.typing).toBeNull();
    expect(left.supportOnline).toBe(false);
  });

  it("records agent joined and left where they happened in the conversation", () => {
    const state = run([
      { type: "history", messages: [fromShopper(1, "hello?")] },
      { type: "server", event: { type: "presence", supportOnline: true, event: "agent_joined", agentName: "Bia" } },
      { type: "server", event: { type: "message", message: fromSupport(2, "hi!") } },
      { type: "server", event: { type: "presence", supportOnline: false, event: "agent_left", agentName: "Bia" } },
    ]);
    expect(state.notices).toEqual([
      { id: 1, kind: "agent_joined", name: "Bia", afterId: 1 },
      { id: 2, kind: "agent_left", name: "Bia", afterId: 2 },
    ]);
    expect(lastIdFromOtherSide(state)).toBe(2);
    expect(lastIdFromOtherSide({ ...state, viewerRole: "support" })).toBe(1);
  });
});

describe("reconnecting", () => {
  it("waits about 1 s first, doubles up to 5 s, and spreads each wait by ±50 %", () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, 0.5))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000,
    ]);
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999)).toBe(1_499);
    expect(reconnectDelay(1, 0)).toBe(1_000);
    for (let attempt = 0; attempt < 20; attempt++) {
      const delay = reconnectDelay(attempt, Math.random());
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(5_000);
    }
  });
});
