// /admin/messages: the support inbox. Chats with unread first, answered live; the shopper's recent
// orders beside the open conversation; the contact-form messages in their own tab. Admins only, on
// the server. A flat route, so it nests under the admin layout (admin.tsx) once that exists.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
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
import { ContactInbox } from "~/components/admin/contact-inbox";
import { InboxList } from "~/components/admin/inbox-list";
import { RecentOrders } from "~/components/admin/recent-orders";
import { SupportConversation } from "~/components/admin/support-conversation";
import { useRevalidateWhileVisible } from "~/components/admin/use-revalidate-while-visible";
import { useTranslation } from "~/i18n/use-translation";
import { privatePageMeta } from "~/lib/meta";
import { useSessionUser } from "~/lib/session-user";
import inboxStylesHref from "~/styles/admin-inbox.css?url";

/** How often an open inbox reloads its lists (new conversations, unread counts, contact messages). */
const REFRESH_MS = 5_000;

type Tab = "chats" | "contact";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: inboxStylesHref }];

export const meta = privatePageMeta;

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

export default function AdminMessages() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const admin = useSessionUser();
  useRevalidateWhileVisible(REFRESH_MS);
  const tabs: Array<{ tab: Tab; unread: number }> = [
    { tab: "chats", unread: data.unreadChats },
    { tab: "contact", unread: data.unreadContact },
  ];
  return (
    <section className="admin-inbox" aria-labelledby="admin-inbox-title">
      <h1 id="admin-inbox-title">{t("adminInbox.title")}</h1>
      <nav className="admin-tabs" aria-label={t("adminInbox.tabsLabel")}>
        {tabs.map(({ tab, unread }) => (
          <Link
            key={tab}
            to={tab === "chats" ? "." : "?tab=contact"}
            aria-current={data.tab === tab ? "page" : undefined}
          >
            {t(`adminInbox.tabs.${tab}`)}
            {unread > 0 ? <span className="inbox-badge">{t("adminInbox.unreadCount", { count: unread })}</span> : null}
          </Link>
        ))}
      </nav>
      {data.tab === "contact" ? (
        <ContactInbox messages={data.contactMessages} />
      ) : (
        <div className={data.selectedId === null ? "inbox-layout" : "inbox-layout inbox-layout--open"}>
          <InboxList conversations={data.conversations} selectedId={data.selectedId} />
          {data.selected ? (
            <>
              <SupportConversation
                key={data.selected.conversation.id}
                conversation={data.selected.conversation}
                agentName={admin?.name ?? ""}
              />
              <RecentOrders orders={data.selected.recentOrders} />
            </>
          ) : (
            <p className="inbox-layout__hint empty-state">
              {t(data.selectedId === null ? "adminInbox.chooseConversation" : "adminInbox.conversationNotFound")}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
