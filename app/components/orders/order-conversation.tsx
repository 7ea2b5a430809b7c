// The order's own conversation with support, on its page: the support chat's room, websocket,
// presence and typing, for this order only. The shopper talks as the shopper; an admin (on the
// order's admin page, or the shopper's page) answers as support.
import { ChatThread } from "~/components/chat/chat-thread";
import { useChatRoom, type Viewer } from "~/components/chat/use-chat-room";
import { useTranslation } from "~/i18n/use-translation";

export function OrderConversation({ conversationId, viewer }: { conversationId: number; viewer: Viewer }) {
  const { t } = useTranslation();
  const room = useChatRoom(conversationId, viewer, true);
  return (
    <section
      className="order-conversation surface"
      aria-labelledby="order-conversation-title"
      data-testid="order-conversation"
    >
      <h2 id="order-conversation-title">{t("orderTrust.page.conversationTitle")}</h2>
      {room.state.status === "fallback" ? <p className="chat-presence__note">{t("chat.reconnecting")}</p> : null}
      <ChatThread room={room} viewer={viewer} />
    </section>
  );
}
