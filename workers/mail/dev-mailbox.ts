// The local dev mailbox: in development without an email API, every email is stored in D1 and
// shown at /dev/emails and GET /api/dev/emails, so flows like "verify your email" work offline.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { devEmails } from "../db/schema";
import type { MailTransport } from "./message";

/** The newest emails a listing shows; older ones stay stored. */
const LISTING_LIMIT = 100;

export function createDevMailbox(db: Database): MailTransport {
  return {
    async send(message) {
      await db.insert(devEmails).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: new Date().toISOString(),
      });
    },
  };
}

/** Newest first; `to` narrows the list to one recipient. */
export async function listDevEmails(db: Database, to?: string) {
  return db
    .select({
      id: devEmails.id,
      to: devEmails.to,
      subject: devEmails.subject,
      text: devEmails.text,
      html: devEmails.html,
      created_at: devEmails.createdAt,
    })
    .from(devEmails)
    .where(to ? eq(devEmails.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devEmails.id))
    .limit(LISTING_LIMIT);
}
