// /admin/messages: the support inbox. Chats with unread first, answered live; the shopper's recent
// orders beside the open conversation; the contact-form messages in their own tab. Admins only, on
// the server. A flat route, so it nests under the admin layout (admin.tsx) once that exists.
import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { loader, Tab } from "@workers/chat/http/inbox-page.server";
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

export const links: LinksFunction = () => [{ rel: "stylesheet", href: inboxStylesHref }];

export const meta = privatePageMeta;

export { action, loader } from "@workers/chat/http/inbox-page.server";

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
