// Messages sent through the contact form, kept for the admin area's inbox.
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { ContactMessageInput } from "./schemas";

/** Stores a message already checked against contactMessageSchema; returns its id. */
export async function saveContactMessage(db: Database, message: ContactMessageInput): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row.id;
}
