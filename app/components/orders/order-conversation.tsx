// The order's own conversation with support, on its page: the support chat's room, websocket,
// presence and typing, for this order only. The shopper talks as the shopper; an admin (on the
// order's admin page, or the shopper's page) answers as support. The thread's code loads after the
// page is interactive (it needs the script for its socket anyway).
import { Link } from "@remix-run/react";
import { Suspense } from "react";
import type { Viewer } from "~/components/chat/use-chat-room";
import { lazyWithTexts } from "~/i18n/lazy-texts";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

// The chat's texts come with the thread's code.
const OrderConversationThread = lazyWithTexts(["chat"], () => import("./order-conversation-thread"));

export function OrderConversation({
  conversationId,
  viewer,
  inboxLink = true,
}: {
  conversationId: number;
  viewer: Viewer;
  /** Staff who answer every chat get a link to the inbox; a delivery agent answers only here. */
  inboxLink?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const staff = viewer.role === "support";
  const loading = <p className="spinner" role="status" aria-label={t("chat.loading")} />;
  return (
    <section
      className="order-conversation surface"
      aria-labelledby="order-conversation-title"
      data-testid="order-conversation"
    >
      {/* Staff are the support the shopper's title points at: theirs names the shopper and the inbox. */}
      {staff ? (
        <>
          <h2 id="order-conversation-title">{t("orderTrust.page.conversationTitleStaff")}</h2>
          {inboxLink ? (
            <p>
              <Link to={`/admin/messages?c=${conversationId}`}>{t("orderTrust.page.openInInbox")}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <h2 id="order-conversation-title">{t("orderTrust.page.conversationTitle")}</h2>
      )}
      {hydrated ? (
        <Suspense fallback={loading}>
          <OrderConversationThread conversationId={conversationId} viewer={viewer} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
