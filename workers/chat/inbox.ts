// What the admin inbox reads: the conversations worth answering, unread first, and the shopper's
// side of one conversation (who they are and what they bought recently).
import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { columnsAs } from "../db/joined-columns";
import { chatConversations, users } from "../db/schema";
import { listOrders } from "../orders/queries";

/** How many conversations the inbox lists at once; answered, quiet ones fall off the end. */
const INBOX_LIMIT = 100;
/** How many of the shopper's orders sit beside the conversation. */
export const RECENT_ORDERS = 5;

export interface InboxConversation {
  id: number;
  status: "open" | "closed";
  lastMessage: string;
  lastMessageAt: string | null;
  unreadForSupport: number;
  /** An order's own conversation names its order (order-conversation.ts); null for the support chat. */
  orderId: number | null;
  shopper: { id: number; name: string; email: string };
}

const inboxColumns = {
  id: chatConversations.id,
  status: chatConversations.status,
  lastMessage: chatConversations.lastMessage,
  lastMessageAt: chatConversations.lastMessageAt,
  unreadForSupport: chatConversations.unreadForSupport,
  orderId: chatConversations.orderId,
  shopper: columnsAs("shopper", { id: users.id, name: users.name, email: users.email }),
};

/**
 * Conversations with at least one message (one a shopper opened and never wrote in has nothing
 * to answer), those with unread messages first, then the most recent.
 */
export function listInbox(db: Database, limit = INBOX_LIMIT): Promise<InboxConversation[]> {
  return db
    .select(inboxColumns)
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(isNotNull(chatConversations.lastMessageAt))
    .orderBy(
      desc(sql`${chatConversations.unreadForSupport} > 0`),
      desc(chatConversations.lastMessageAt),
      desc(chatConversations.id),
    )
    .limit(limit);
}

export interface RecentOrder {
  id: number;
  status: string;
  totalCents: number;
  currency: string;
  createdAt: string;
  /** What each line bought, as the shared line description reads it (shared/describe-line.ts). */
  items: Array<{ name: string; coinName: string | null; coinAmount: number; quantity: number }>;
}

export interface SupportView {
  conversation: InboxConversation;
  recentOrders: RecentOrder[];
}

/** One conversation as support sees it, or null when there is no such conversation. */
export async function conversationForSupport(db: Database, conversationId: number): Promise<SupportView | null> {
  const [conversation] = await db
    .select(inboxColumns)
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(eq(chatConversations.id, conversationId));
  if (!conversation) return null;
  const orders = await listOrders(db, conversation.shopper.id);
  return {
    conversation,
    recentOrders: orders.slice(0, RECENT_ORDERS).map((order) => ({
      id: order.id,
      status: order.status,
      totalCents: order.totalCents,
      currency: order.currency,
      createdAt: order.createdAt,
      items: order.lines.map(({ name, coinName, coinAmount, quantity }) => ({ name, coinName, coinAmount, quantity })),
    })),
  };
}
