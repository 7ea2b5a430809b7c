// An order's own conversation with support: one per order, belonging to the order's shopper, on the
// same ChatRoom Durable Object, websocket, presence and typing as the support chat. Its shopper and
// admins may open it; to anyone else the order does not exist. The admin inbox lists it like any
// other conversation.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatConversations } from "../../db/schema";
import { requireOrderAccess, type Viewer } from "../orders/order-record";
import type { Conversation } from "./conversations";

/** The order's conversation, created on first use (once, even when two people open it at once). */
export async function openOrderConversation(db: Database, viewer: Viewer, orderId: number): Promise<Conversation> {
  const { userId } = await requireOrderAccess(db, viewer, orderId);
  const [, found] = await db.batch([
    db.insert(chatConversations).values({ userId, orderId }).onConflictDoNothing(),
    db.select().from(chatConversations).where(eq(chatConversations.orderId, orderId)),
  ]);
  const conversation = found[0];
  if (!conversation) throw new Error("order conversation insert returned nothing");
  return conversation;
}
