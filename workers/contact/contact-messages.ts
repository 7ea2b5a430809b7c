// Messages sent through the contact form, kept for the admin area's inbox.
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { ContactMessageInput, GuestChatMessageInput } from "../../shared/contact/schemas";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema";
import { enforceRateLimits } from "../kernel/rate-limit";
import { PRESS_KEY_LIFETIME_MS } from "../presses/presses";

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

/** The message a press sent, by its key alone (the sender may be a visitor). */
async function messageSentBy(db: Database, pressKey: string): Promise<number | null> {
  const [row] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.pressKey, pressKey));
  return row?.id ?? null;
}

/**
 * A message from the contact form, sent by the page or the API: refused (429, with the wait) past
 * the sender's address's limit, else stored for the admin inbox; returns its id. `pressKey`: the
 * key the press carried (the form's hidden field, the API's Idempotency-Key): the same press again
 * (a double tap, a retried request) is answered with the message it sent, which is not sent again
 * nor counted against the limit.
 */
export async function sendContactMessage(
  deps: { db: Database; env: Env },
  senderIp: string,
  message: ContactMessageInput,
  pressKey?: string,
): Promise<number> {
  const sent = pressKey ? await messageSentBy(deps.db, pressKey) : null;
  if (sent !== null) return sent;
  await enforceRateLimits(deps.env, [["contact", senderIp]]);
  if (!pressKey) return saveContactMessage(deps.db, message);
  // Two posts of one press at once: the unique key lets one in, the other answers it.
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...message, source: "contact_form", pressKey })
    .onConflictDoNothing({ target: contactMessages.pressKey })
    .returning({ id: contactMessages.id });
  const id = row?.id ?? (await messageSentBy(deps.db, pressKey));
  if (id === null) throw new Error("a contact message was neither stored nor found by its press key");
  return id;
}

/** Press keys live a day, as presses do (presses/presses.ts); the messages stay. */
export async function forgetContactPressKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PRESS_KEY_LIFETIME_MS).toISOString();
  const forgotten = await db
    .update(contactMessages)
    .set({ pressKey: null })
    .where(and(isNotNull(contactMessages.pressKey), lt(contactMessages.createdAt, before)))
    .returning({ id: contactMessages.id });
  return forgotten.length;
}

/**
 * A visitor's message from the chat panel, kept with the contact messages so the admin inbox shows
 * it (marked as from the chat); a visitor without a name is listed by their email.
 */
export function saveGuestChatMessage(db: Database, message: GuestChatMessageInput): Promise<number> {
  const name = message.name || message.email;
  return saveContactMessage(db, { ...message, name, subject: "question" }, "guest_chat");
}

/** A message as the admin inbox shows it; its press key is the store's bookkeeping, not the message. */
const { pressKey: _pressKey, ...shownColumns } = getTableColumns(contactMessages);
export type ContactMessage = Omit<typeof contactMessages.$inferSelect, "pressKey">;

/** How many contact messages the admin inbox lists at once, newest first. */
const CONTACT_INBOX_LIMIT = 100;

export function listContactMessages(db: Database, limit = CONTACT_INBOX_LIMIT): Promise<ContactMessage[]> {
  return db
    .select(shownColumns)
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
