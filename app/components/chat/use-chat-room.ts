// A conversation as a React component uses it: the state of chat-state.ts fed by a ChatConnection,
// plus the widget's own doings (send a message, say it is typing, say it has read).
import { messageContentSchema, type Role } from "@shared/chat/protocol";
import { useCallback, useEffect, useReducer, useRef } from "react";
import * as v from "valibot";
import { postMessage } from "./chat-api";
import { ChatConnection } from "./chat-connection";
import { chatReducer, initialChatState, lastIdFromOtherSide } from "./chat-state";
import { ECHO_TIMEOUT_MS } from "./reconnect";

/** "Typing" is said again at most this often while the text keeps changing… */
const TYPING_REPEAT_MS = 3_000;
/** …and "stopped typing" after this long without a keystroke. */
const TYPING_IDLE_MS = 4_000;
/** The other side's "typing" fades if nothing confirms it (a lost "stopped" frame). */
const TYPING_SHOWN_MS = 6_000;

export interface Viewer {
  role: Role;
  name: string;
}

/**
 * The room echoes it so the sender recognises its own message, and stores a message once per id and
 * sender (a resend is the same message): random, so no two tabs of one person share one.
 */
const nextClientId = () => crypto.randomUUID();

/**
 * `active`: the conversation is on screen (the panel open and not minimised, the inbox tab
 * visible), so new messages from the other side count as read.
 */
export function useChatRoom(conversationId: number | null, viewer: Viewer, active: boolean) {
  const [state, dispatch] = useReducer(chatReducer, viewer.role, initialChatState);
  const connection = useRef<ChatConnection | null>(null);
  const typingSentAt = useRef(0);
  const typingIdle = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (conversationId === null) return;
    const current = new ChatConnection(conversationId, {
      onEvent: (event) => dispatch({ type: "server", event }),
      onHistory: (messages) => dispatch({ type: "history", messages }),
      onStatus: (status) => dispatch({ type: "status", status }),
      onFatal: (error) => dispatch({ type: "fatal", error }),
    });
    connection.current = current;
    current.start();
    return () => {
      current.stop();
      connection.current = null;
    };
  }, [conversationId]);

  // The other side's "typing" goes away on its own if nothing renews it.
  useEffect(() => {
    if (!state.typing) return;
    const timer = setTimeout(() => dispatch({ type: "typing-expired" }), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.typing]);

  // A message sent over the websocket that gets no echo in time is given back to its writer.
  const pendingId = state.pending?.clientId;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(
      () => dispatch({ type: "send-failed", clientId: pendingId, errorKey: "chat.sendError" }),
      ECHO_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [pendingId]);

  // Read receipts: the newest message from the other side, once it is on screen.
  const lastFromOther = lastIdFromOtherSide(state);
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!active || state.status !== "live" || lastFromOther <= readUpTo.current) return;
    if (connection.current?.send({ type: "read" })) readUpTo.current = lastFromOther;
  }, [active, state.status, lastFromOther]);

  const sendTyping = useCallback((typing: boolean) => {
    connection.current?.send({ type: "typing", typing });
    typingSentAt.current = typing ? Date.now() : 0;
  }, []);

  /** Call on every change of the draft: "typing" now and then, "stopped" when idle or emptied. */
  const draftChanged = useCallback(
    (draft: string) => {
      if (typingIdle.current) clearTimeout(typingIdle.current);
      if (draft.trim() === "") {
        if (typingSentAt.current) sendTyping(false);
        return;
      }
      if (Date.now() - typingSentAt.current > TYPING_REPEAT_MS) sendTyping(true);
      typingIdle.current = setTimeout(() => sendTyping(false), TYPING_IDLE_MS);
    },
    [sendTyping],
  );

  /**
   * Sends `text` (trimmed): over the websocket when it is live, otherwise over REST. Returns the
   * i18n key of a refusal found before sending (empty, too long), or null once it is under way;
   * the outcome arrives in the state (`pending`, then the message or `failed`).
   */
  const send = useCallback(
    (text: string): string | null => {
      const checked = v.safeParse(messageContentSchema, text);
      if (!checked.success) return checked.issues[0]?.message ?? "chat.contentRequired";
      if (conversationId === null) return "chat.loadError";
      const content = checked.output;
      const clientId = nextClientId();
      dispatch({
        type: "send",
        pending: {
          clientId,
          content,
          sender_name: viewer.name,
          sender_is_admin: viewer.role === "support",
          startedAt: new Date().toISOString(),
        },
      });
      if (typingIdle.current) clearTimeout(typingIdle.current);
      if (typingSentAt.current) sendTyping(false);
      if (connection.current?.send({ type: "message", content, clientId })) return null;
      postMessage(conversationId, content, clientId).then((posted) =>
        dispatch(
          posted.ok
            ? { type: "sent", clientId, message: posted.message }
            : { type: "send-failed", clientId, errorKey: posted.errorKey },
        ),
      );
      return null;
    },
    [conversationId, viewer.name, viewer.role, sendTyping],
  );

  return { state, send, draftChanged };
}

export type ChatRoomApi = ReturnType<typeof useChatRoom>;
