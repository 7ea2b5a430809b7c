// The conversations index in D1: which conversation belongs to whom, what the admin inbox lists.
// Messages themselves live in each conversation's ChatRoom Durable Object.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ChatMessage } from "../../shared/chat/protocol";
import { can, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { chatConversations, orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";

export type Conversation = typeof chatConversations.$inferSelect;

/** The shopper's open conversation, created on first use. */
export async function openConversation(db: Database, userId: number): Promise<Conversation> {
  const existing = await db.query.chatConversations.findFirst({
    // The support chat: an order's own conversation is opened from its order (order-conversation.ts).
    where: and(
      eq(chatConversations.userId, userId),
      eq(chatConversations.status, "open"),
      isNull(chatConversations.orderId),
    ),
    orderBy: desc(chatConversations.id),
  });
  if (existing) return existing;
  const [created] = await db.insert(chatConversations).values({ userId }).returning();
  if (!created) throw new Error("conversation insert returned nothing");
  return created;
}

/**
 * Only the owner and sessions holding the support power may use a conversation, and the delivery
 * agent an order is assigned to may use that order's (`viaDesk`, issue 49); to anyone else it does
 * not exist.
 */
export async function conversationFor(
  db: Database,
  conversationId: number,
  viewer: Viewer,
): Promise<Conversation & { viaDesk: boolean }> {
  const conversation = await db.query.chatConversations.findFirst({ where: eq(chatConversations.id, conversationId) });
  if (conversation && (conversation.userId === viewer.id || can(viewer, "support_chat"))) {
    return { ...conversation, viaDesk: false };
  }
  if (conversation?.orderId != null && can(viewer, "desk")) {
    const order = await db.query.orders.findFirst({
      columns: { assignedStaffId: true },
      where: eq(orders.id, conversation.orderId),
    });
    if (order && can(viewer, "desk", order)) return { ...conversation, viaDesk: true };
  }
  throw new DomainError("conversation_not_found", "chat.conversationNotFound", 404);
}

/** Kept current by the room after each message: the inbox's preview, time and unread counts. */
export async function recordMessageInIndex(db: Database, conversationId: number, message: ChatMessage): Promise<void> {
  await db
    .update(chatConversations)
    .set({
      lastMessage: message.content.slice(0, 200),
      lastMessageAt: message.enviado_em,
      unreadForSupport: message.sender_is_admin
        ? chatConversations.unreadForSupport
        : sql`${chatConversations.unreadForSupport} + 1`,
      unreadForUser: message.sender_is_admin
        ? sql`${chatConversations.unreadForUser} + 1`
        : chatConversations.unreadForUser,
    })
    .where(eq(chatConversations.id, conversationId));
}

export async function markReadInIndex(db: Database, conversationId: number, byAdmin: boolean): Promise<void> {
  await db
    .update(chatConversations)
    .set(byAdmin ? { unreadForSupport: 0 } : { unreadForUser: 0 })
    .where(eq(chatConversations.id, conversationId));
}
