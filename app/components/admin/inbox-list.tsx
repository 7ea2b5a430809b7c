// The admin inbox's list of conversations: unread first (the service's order), each with the
// shopper, the last message and its time; an order's own conversation names its order.
import { Link } from "@remix-run/react";
import type { InboxConversation } from "@workers/chat/inbox";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";

export function InboxList({
  conversations,
  selectedId,
}: {
  conversations: InboxConversation[];
  selectedId: number | null;
}) {
  const { t } = useTranslation();
  if (conversations.length === 0) return <p className="empty-state">{t("adminInbox.noConversations")}</p>;
  return (
    <ul className="inbox-list" aria-label={t("adminInbox.conversationsLabel")}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Link
            to={`?c=${conversation.id}`}
            preventScrollReset
            className={conversation.unreadForSupport > 0 ? "inbox-item inbox-item--unread" : "inbox-item"}
            aria-current={conversation.id === selectedId ? "page" : undefined}
          >
            <span className="inbox-item__top">
              <span className="inbox-item__name">{conversation.shopper.name}</span>
              {conversation.lastMessageAt ? <LocalTime iso={conversation.lastMessageAt} /> : null}
            </span>
            <span className="inbox-item__email">{conversation.shopper.email}</span>
            {conversation.orderId !== null ? (
              <span className="inbox-item__order">{t("orderTrust.inbox.order", { id: conversation.orderId })}</span>
            ) : null}
            <span className="inbox-item__preview">{conversation.lastMessage}</span>
            {conversation.unreadForSupport > 0 ? (
              <span className="inbox-badge">
                {t("adminInbox.unreadCount", { count: conversation.unreadForSupport })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
