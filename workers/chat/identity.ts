// Who is talking in a conversation. The Worker decides it from the session before anything
// reaches the ChatRoom, and passes it in a header only the Worker sets. It is also the socket's
// grant: the room checks it against D1 on every use (workers/accounts/live-grants.ts).
import * as v from "valibot";
import { SIGN_IN_METHODS } from "../accounts/admin-access";

const identitySchema = v.object({
  conversationId: v.number(),
  userId: v.number(),
  name: v.string(),
  /** Speaks as support: the session held the support power (`can`) when it joined, and must keep it. */
  asSupport: v.boolean(),
  /**
   * The order whose delivery agent speaks here (issue 49): a delivery agent answers as support only in
   * the conversation of an order assigned to them, and only while it is. Absent for everyone else.
   */
  deskOrderId: v.optional(v.number()),
  /** The sign-in that opened the socket: its session version, method and passkey. */
  sessionVersion: v.number(),
  signedInWith: v.picklist(SIGN_IN_METHODS),
  passkeyId: v.nullable(v.number()),
});
export type ChatIdentity = v.InferOutput<typeof identitySchema>;

export const IDENTITY_HEADER = "X-Chat-Identity";

/** Checks an identity read back from a socket attachment. */
export function toIdentity(value: unknown): ChatIdentity | null {
  const result = v.safeParse(identitySchema, value);
  return result.success ? result.output : null;
}

export function parseIdentityHeader(value: string | null): ChatIdentity | null {
  if (!value) return null;
  try {
    return toIdentity(JSON.parse(value));
  } catch {
    return null;
  }
}

export function identityHeader(identity: ChatIdentity): Record<string, string> {
  return { [IDENTITY_HEADER]: JSON.stringify(identity) };
}
