// The chat's wire format, shared by the ChatRoom Durable Object, the REST endpoints and the
// shopper and admin widgets. Every incoming frame is checked against `clientFrameSchema` first.
import * as v from "valibot";

export const MAX_MESSAGE_LENGTH = 2_000;
/** Frames above this many characters are refused before parsing. */
export const MAX_FRAME_LENGTH = 8_192;

/** Open sockets one user may hold on one conversation (tabs and devices); a new one closes the oldest. */
export const MAX_SOCKETS_PER_USER = 5;
/**
 * The close code of the oldest socket when its user opened one too many. Its widget does not
 * reconnect (that would close another tab's socket in turn): it keeps the conversation by polling.
 */
export const TOO_MANY_SOCKETS = 4429;

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
export const chatMessageSchema = v.object({
  id: v.number(),
  content: v.string(),
  sender_name: v.string(),
  sender_is_admin: v.boolean(),
  enviado_em: v.string(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

const roleSchema = v.picklist(["shopper", "support"]);
export type Role = v.InferOutput<typeof roleSchema>;

/**
 * What the room sends. The widgets check every frame against it too: a frame they do not
 * understand (an older or newer server) is ignored instead of breaking the panel.
 */
export const serverEventSchema = v.variant("type", [
  v.object({ type: v.literal("ready"), messages: v.array(chatMessageSchema), supportOnline: v.boolean() }),
  v.object({ type: v.literal("message"), message: chatMessageSchema, clientId: v.optional(v.string()) }),
  v.object({ type: v.literal("typing"), role: roleSchema, name: v.string(), typing: v.boolean() }),
  v.object({
    type: v.literal("presence"),
    supportOnline: v.boolean(),
    event: v.optional(v.picklist(["agent_joined", "agent_left"])),
    agentName: v.optional(v.string()),
  }),
  v.object({ type: v.literal("read"), role: roleSchema, at: v.string() }),
  v.object({
    type: v.literal("error"),
    code: v.string(),
    message: v.string(),
    /** The refused message's clientId, so its sender knows which text to give back. */
    clientId: v.optional(v.string()),
  }),
]);
export type ServerEvent = v.InferOutput<typeof serverEventSchema>;
