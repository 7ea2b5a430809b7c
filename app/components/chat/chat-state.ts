// What a chat widget shows, as one pure reducer over the room's events, the REST answers and the
// widget's own sends: messages once each (an optimistic copy is replaced by its echo), presence,
// typing, the "agent joined/left" notices and the connection state.
import type { ChatMessage, Role, ServerEvent } from "@shared/chat/protocol";
import type { ChatError } from "./chat-api";

/** "connecting" before the first answer, "live" over the websocket, "fallback" while polling REST and reconnecting. */
export type ConnectionStatus = "connecting" | "live" | "fallback";

export interface PendingMessage {
  clientId: string;
  content: string;
  sender_name: string;
  sender_is_admin: boolean;
  /** When the send began (ISO), shown as the optimistic copy's time. */
  startedAt: string;
}

export interface Notice {
  id: number;
  kind: "agent_joined" | "agent_left";
  name: string;
  /** Shown after this message (0: before every message). */
  afterId: number;
}

export interface FailedSend {
  clientId: string;
  content: string;
  /** i18n key of the reason. */
  errorKey: string;
}

export interface ChatState {
  viewerRole: Role;
  loaded: boolean;
  messages: ChatMessage[];
  /** At most one: the send button is disabled while a send is under way. */
  pending: PendingMessage | null;
  failed: FailedSend | null;
  status: ConnectionStatus;
  supportOnline: boolean;
  /** Someone on the other side is typing. */
  typing: { name: string; role: Role } | null;
  notices: Notice[];
  /** Why the conversation cannot load (signed out, not found, the server's answer). */
  fatal: ChatError | null;
}

export type ChatAction =
  | { type: "server"; event: ServerEvent }
  | { type: "history"; messages: ChatMessage[] }
  | { type: "status"; status: ConnectionStatus }
  | { type: "fatal"; error: ChatError }
  | { type: "send"; pending: PendingMessage }
  | { type: "sent"; clientId: string; message: ChatMessage }
  | { type: "send-failed"; clientId: string; errorKey: string }
  | { type: "typing-expired" };

export function initialChatState(viewerRole: Role): ChatState {
  return {
    viewerRole,
    loaded: false,
    messages: [],
    pending: null,
    failed: null,
    status: "connecting",
    supportOnline: false,
    typing: null,
    notices: [],
    fatal: null,
  };
}

/** Both lists, each message once (by id), in the room's order. */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const lastId = (messages: ChatMessage[]) => messages.at(-1)?.id ?? 0;

export const senderRole = (message: { sender_is_admin: boolean }): Role =>
  message.sender_is_admin ? "support" : "shopper";

/** The id of the newest message written by the other side (0 when there is none). */
export function lastIdFromOtherSide(state: Pick<ChatState, "messages" | "viewerRole">): number {
  for (let index = state.messages.length - 1; index >= 0; index--) {
    const message = state.messages[index];
    if (message && senderRole(message) !== state.viewerRole) return message.id;
  }
  return 0;
}

/** The room refused a message: a rate limit has its own text, anything else the spec's generic one. */
function sendErrorKey(code: string): string {
  return code === "rate_limited" ? "chat.rateLimited" : "chat.sendError";
}

function settle(state: ChatState, clientId: string | undefined, message: ChatMessage): ChatState {
  const messages = mergeMessages(state.messages, [message]);
  const mine = state.pending !== null && clientId === state.pending.clientId;
  // The one who wrote it has stopped typing.
  const typing = state.typing?.name === message.sender_name ? null : state.typing;
  return { ...state, messages, typing, pending: mine ? null : state.pending };
}

function fail(state: ChatState, clientId: string, errorKey: string): ChatState {
  if (state.pending?.clientId !== clientId) return state;
  return { ...state, pending: null, failed: { clientId, content: state.pending.content, errorKey } };
}

function onServerEvent(state: ChatState, event: ServerEvent): ChatState {
  switch (event.type) {
    case "ready":
      return {
        ...state,
        loaded: true,
        fatal: null,
        messages: mergeMessages(state.messages, event.messages),
        supportOnline: event.supportOnline,
      };
    case "message":
      return settle(state, event.clientId, event.message);
    case "typing":
      if (event.role === state.viewerRole) return state;
      return { ...state, typing: event.typing ? { name: event.name, role: event.role } : null };
    case "presence": {
      if (!event.event) return { ...state, supportOnline: event.supportOnline };
      const notice: Notice = {
        id: (state.notices.at(-1)?.id ?? 0) + 1,
        kind: event.event,
        name: event.agentName ?? "",
        afterId: lastId(state.messages),
      };
      // An agent who left is no longer typing.
      const typing = event.event === "agent_left" && state.typing?.name === event.agentName ? null : state.typing;
      return { ...state, supportOnline: event.supportOnline, notices: [...state.notices, notice], typing };
    }
    case "error":
      return event.clientId ? fail(state, event.clientId, sendErrorKey(event.code)) : state;
    case "read":
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "server":
      return onServerEvent(state, action.event);
    case "history":
      return { ...state, loaded: true, fatal: null, messages: mergeMessages(state.messages, action.messages) };
    case "status":
      return { ...state, status: action.status };
    case "fatal":
      return { ...state, fatal: action.error };
    case "send":
      return { ...state, pending: action.pending, failed: null };
    case "sent":
      return settle(state, action.clientId, action.message);
    case "send-failed":
      return fail(state, action.clientId, action.errorKey);
    case "typing-expired":
      return { ...state, typing: null };
  }
}
