// One conversation as support answers it: live over the websocket as the signed-in admin, so the
// shopper sees "agent joined" and the typing indicator.
import { Link } from "@remix-run/react";
import type { InboxConversation } from "@workers/chat/inbox";
import { ChatThread } from "~/components/chat/chat-thread";
import { useChatRoom, type Viewer } from "~/components/chat/use-chat-room";
import { useTranslation } from "~/i18n/use-translation";

export function SupportConversation({
  conversation,
  agentName,
}: {
  conversation: InboxConversation;
  agentName: string;
}) {
  const { t } = useTranslation();
  const viewer: Viewer = { role: "support", name: agentName };
  const room = useChatRoom(conversation.id, viewer, true);
  const status = room.state.status === "fallback" ? t("chat.reconnecting") : null;
  return (
    <section className="inbox-conversation surface" aria-labelledby="inbox-conversation-title">
      <header className="inbox-conversation__header">
        <Link to="." className="inbox-conversation__back">
          ← {t("adminInbox.backToList")}
        </Link>
        <h2 id="inbox-conversation-title">{conversation.shopper.name}</h2>
        <p className="inbox-conversation__meta">
          <a href={`mailto:${conversation.shopper.email}`}>{conversation.shopper.email}</a>
          {conversation.orderId !== null ? (
            <>
              {" · "}
              <Link to={`/admin/orders/${conversation.orderId}`}>
                {t("orderTrust.inbox.openOrder", { id: conversation.orderId })}
              </Link>
            </>
          ) : null}
          {conversation.status === "closed" ? ` · ${t("adminInbox.closed")}` : null}
          {status ? <span className="chat-presence__note"> · {status}</span> : null}
        </p>
      </header>
      <ChatThread room={room} viewer={viewer} />
    </section>
  );
}
