// Messages sent through the contact form, kept for the admin area's inbox.
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { ContactMessageInput, GuestChatMessageInput } from "../../../shared/contact/schemas";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { enforceRateLimits } from "../rate-limit";

/** Stores a message already checked against contactMessageSchema; returns its id. */
export async function saveContactMessage(
  db: Database,
  message: ContactMessageInput,
  source: ContactMessage["source"] = "contact_form",
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, source })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row.id;
}

/**
 * A message from the contact form, sent by the page or the API: refused (429, with the wait) past
 * the sender's address's limit, else stored for the admin inbox; returns its id.
 */
export async function sendContactMessage(
  deps: { db: Database; env: Env },
  senderIp: string,
  message: ContactMessageInput,
): Promise<number> {
  await enforceRateLimits(deps.env, [["contact", senderIp]]);
  return saveContactMessage(deps.db, message);
}

/**
 * A visitor's message from the chat panel, kept with the contact messages so the admin inbox shows
 * it (marked as from the chat); a visitor without a name is listed by their email.
 */
export function saveGuestChatMessage(db: Database, message: GuestChatMessageInput): Promise<number> {
  const name = message.name || message.email;
  return saveContactMessage(db, { ...message, name, subject: "question" }, "guest_chat");
}

export type ContactMessage = typeof contactMessages.$inferSelect;

/** How many contact messages the admin inbox lists at once, newest first. */
const CONTACT_INBOX_LIMIT = 100;

export function listContactMessages(db: Database, limit = CONTACT_INBOX_LIMIT): Promise<ContactMessage[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

export async function countUnreadContactMessages(db: Database): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.unread ?? 0;
}

/** Marks a message read once (the first reading time is kept); false when there is no such message. */
export async function markContactMessageRead(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, ${new Date().toISOString()})` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row !== undefined;
}
