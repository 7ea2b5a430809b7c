// The order conversation's live thread (websocket, presence, typing): its own chunk, loaded once the
// page runs its script (order-conversation.tsx), so the order page's first load stays small.
import { ChatThread } from "~/components/chat/chat-thread";
import { useChatRoom, type Viewer } from "~/components/chat/use-chat-room";
import { useTranslation } from "~/i18n/use-translation";

export default function OrderConversationThread({
  conversationId,
  viewer,
}: {
  conversationId: number;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const room = useChatRoom(conversationId, viewer, true);
  return (
    <>
      {room.state.status === "fallback" ? <p className="chat-presence__note">{t("chat.reconnecting")}</p> : null}
      <ChatThread room={room} viewer={viewer} />
    </>
  );
}
