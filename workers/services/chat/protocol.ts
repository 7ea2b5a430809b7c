// The chat's wire format, shared by the ChatRoom Durable Object, the REST endpoints and the
// shopper and admin widgets. Every incoming frame is checked against `clientFrameSchema` first.
import * as v from "valibot";

export const MAX_MESSAGE_LENGTH = 2_000;
/** Frames above this many characters are refused before parsing. */
export const MAX_FRAME_LENGTH = 8_192;

export const messageContentSchema = v.pipe(
  v.string("chat.contentRequired"),
  v.trim(),
  v.nonEmpty("chat.contentRequired"),
  v.maxLength(MAX_MESSAGE_LENGTH, "chat.contentTooLong"),
);

export const postMessageSchema = v.object({ content: messageContentSchema });

export const clientFrameSchema = v.variant("type", [
  v.object({
    type: v.literal("message"),
    content: messageContentSchema,
    /** Chosen by the sender to recognise its own message in the echo (no duplicate bubble). */
    clientId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  v.object({ type: v.literal("typing"), typing: v.boolean() }),
  v.object({ type: v.literal("read") }),
]);
export type ClientFrame = v.InferOutput<typeof clientFrameSchema>;

/** A message as the spec's REST answers and the widgets show it. */
export interface ChatMessage {
  id: number;
  content: string;
  sender_name: string;
  sender_is_admin: boolean;
  enviado_em: string;
}

export type Role = "shopper" | "support";

export type ServerEvent =
  | { type: "ready"; messages: ChatMessage[]; supportOnline: boolean }
  | { type: "message"; message: ChatMessage; clientId?: string }
  | { type: "typing"; role: Role; name: string; typing: boolean }
  | { type: "presence"; supportOnline: boolean; event?: "agent_joined" | "agent_left"; agentName?: string }
  | { type: "read"; role: Role; at: string }
  | { type: "error"; code: string; message: string };
