// The chat's REST endpoints (spec section 7) as the widgets call them: every answer is checked
// against the shared schemas before use, every failure becomes something to show.
import { type ChatMessage, chatMessageSchema } from "@shared/chat/protocol";
import { PRESS_KEY_HEADER } from "@shared/press-key";
import * as v from "valibot";

/** Something to show: a text key (with its values), or a text the server already translated. */
export type ChatError = { key: string; values?: Record<string, string | number> } | { text: string };

const conversationSchema = v.object({ id: v.number() });
const errorBodySchema = v.object({ message: v.string() });
const messageListSchema = v.array(chatMessageSchema);

const conversationPath = (id: number) => `/api/chat/conversations/${id}`;
const jsonHeaders = { "Content-Type": "application/json", Accept: "application/json" };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Spec section 8: not signed in is its own message; otherwise the server's text, or
 * "Error {status}: {statusText}".
 */
async function loadError(response: Response): Promise<ChatError> {
  if (response.status === 401) return { key: "chat.notAuthenticated" };
  if (response.status === 404) return { key: "chat.conversationNotFound" };
  const body = v.safeParse(errorBodySchema, await readJson(response));
  if (body.success) return { text: body.output.message };
  return { key: "chat.httpError", values: { status: response.status, statusText: response.statusText } };
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: ChatError; retry: boolean };

const networkError: Loaded<never> = { ok: false, error: { key: "chat.loadError" }, retry: true };

/** Creates or fetches the signed-in shopper's open conversation. */
export async function openConversation(): Promise<Loaded<number>> {
  try {
    const response = await fetch("/api/chat/conversations", { method: "POST", headers: jsonHeaders });
    const body = v.safeParse(conversationSchema, await readJson(response));
    if (response.ok && body.success) return { ok: true, value: body.output.id };
    return { ok: false, error: await loadError(response), retry: false };
  } catch {
    return networkError;
  }
}

/** The whole conversation, oldest first. A failure the next poll may mend is marked `retry`. */
export async function fetchMessages(conversationId: number): Promise<Loaded<ChatMessage[]>> {
  try {
    const response = await fetch(`${conversationPath(conversationId)}/messages`, { headers: jsonHeaders });
    const body = v.safeParse(messageListSchema, await readJson(response));
    if (response.ok && body.success) return { ok: true, value: body.output };
    return { ok: false, error: await loadError(response), retry: response.status >= 500 };
  } catch {
    return networkError;
  }
}

export type Posted = { ok: true; message: ChatMessage } | { ok: false; errorKey: string };

/** Sends a message over REST, the path used while the websocket is down; `clientId` makes a retry harmless. */
export async function postMessage(conversationId: number, content: string, clientId: string): Promise<Posted> {
  try {
    const response = await fetch(`${conversationPath(conversationId)}/messages`, {
      method: "POST",
      headers: { ...jsonHeaders, [PRESS_KEY_HEADER]: clientId },
      body: JSON.stringify({ content }),
    });
    const body = v.safeParse(chatMessageSchema, await readJson(response));
    if (response.status === 201 && body.success) return { ok: true, message: body.output };
    return { ok: false, errorKey: response.status === 429 ? "chat.rateLimited" : "chat.sendError" };
  } catch {
    return { ok: false, errorKey: "chat.sendError" };
  }
}

/** The room's websocket address, on the page's own host (the server refuses other origins). */
export function socketUrl(conversationId: number): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}${conversationPath(conversationId)}/ws`;
}
