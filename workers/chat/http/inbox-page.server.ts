// The admin's support inbox (app/routes/admin.messages.tsx renders it): its loader (the chats, the
// open conversation with the shopper's recent orders, the contact-form messages) and its action (a
// contact message read). With the chat, whose conversations are the inbox's first tab.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { markContactReadSchema } from "@shared/contact/schemas";
import { parseId } from "@shared/ids";
import { conversationForSupport, listInbox } from "@workers/chat/inbox";
import {
  countUnreadContactMessages,
  listContactMessages,
  markContactMessageRead,
} from "@workers/contact/contact-messages";
import { requireAdmin } from "@workers/edge/page-guards.server";
import { readForm } from "@workers/edge/page-input.server";
import { pageNotFound, refusable } from "@workers/edge/page-refusals.server";

/** The inbox's tabs: the chats, and the contact-form messages. */
export type Tab = "chats" | "contact";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const search = new URL(request.url).searchParams;
  const tab: Tab = search.get("tab") === "contact" ? "contact" : "chats";
  const selectedId = tab === "chats" ? parseId(search.get("c")) : null;
  const { t } = context;
  const [conversations, unreadContact, selected, contactMessages] = await Promise.all([
    listInbox(context.db),
    countUnreadContactMessages(context.db),
    selectedId === null ? null : conversationForSupport(context.db, selectedId),
    tab === "contact" ? listContactMessages(context.db) : [],
  ]);
  return {
    title: t("adminInbox.metaTitle"),
    tab,
    conversations,
    unreadChats: conversations.filter((conversation) => conversation.unreadForSupport > 0).length,
    unreadContact,
    selectedId,
    selected,
    contactMessages,
  };
}

/** Marks a contact-form message read. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  await requireAdmin(request, context);
  const input = await readForm(request, markContactReadSchema);
  if (!(await markContactMessageRead(context.db, input.id))) throw pageNotFound();
  return { ok: true };
});
