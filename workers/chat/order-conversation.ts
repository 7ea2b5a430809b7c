// An order's own conversation with support: one per order, belonging to the order's shopper, on the
// same ChatRoom Durable Object, websocket, presence and typing as the support chat. Its shopper and
// admins may open it; to anyone else the order does not exist. The admin inbox lists it like any
// other conversation.
import { eq } from "drizzle-orm";
import { asShopper, can, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { chatConversations, orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { requireOrderAccess } from "../orders/order-record";
import type { Conversation } from "./conversations";
import { chatRoomFor } from "./room";

/** The order's conversation, created on first use (once, even when two people open it at once). */
export async function openOrderConversation(db: Database, viewer: Viewer, orderId: number): Promise<Conversation> {
  const { userId } = await requireOrderAccess(db, viewer, orderId);
  return openFor(db, userId, orderId);
}

/**
 * The order's conversation for the delivery agent it is assigned to (issue 49), who answers the
 * shopper there without the power to read every order or chat; to anyone else it does not exist.
 */
export async function openOrderConversationAsAgent(
  db: Database,
  viewer: Viewer,
  orderId: number,
): Promise<Conversation> {
  const order = await db.query.orders.findFirst({
    columns: { userId: true, assignedStaffId: true },
    where: eq(orders.id, orderId),
  });
  if (!order || !can(viewer, "desk", order)) throw new DomainError("order_not_found", "orders.notFound", 404);
  return openFor(db, order.userId, orderId);
}

async function openFor(db: Database, userId: number, orderId: number): Promise<Conversation> {
  const [, found] = await db.batch([
    db.insert(chatConversations).values({ userId, orderId }).onConflictDoNothing(),
    db.select().from(chatConversations).where(eq(chatConversations.orderId, orderId)),
  ]);
  const conversation = found[0];
  if (!conversation) throw new Error("order conversation insert returned nothing");
  return conversation;
}

/**
 * Posts `content` into the order's conversation as its shopper (a problem they reported, say): the
 * same room call as a typed message, so open pages and the inbox see it at once.
 */
export async function postToOrderConversation(
  deps: { db: Database; env: Env },
  shopper: { id: number; name: string },
  orderId: number,
  content: string,
): Promise<void> {
  const conversation = await openOrderConversation(deps.db, asShopper(shopper.id), orderId);
  const identity = {
    conversationId: conversation.id,
    userId: shopper.id,
    name: shopper.name,
    asSupport: false,
    // Only a socket's grant is checked against its sign-in; no socket is opened with this one.
    sessionVersion: 0,
    signedInWith: "password" as const,
    passkeyId: null,
  };
  const outcome = await chatRoomFor(deps.env, conversation.id).postMessage(identity, content);
  if (!outcome.ok) throw new Error(`order conversation refused the message: ${outcome.code}`);
}
