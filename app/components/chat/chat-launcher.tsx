// The floating green chat button at the bottom right of every page. It works only with the page's
// script, so it is not part of the server's page: the shell loads it once the page has hydrated
// (chat-launcher-slot.tsx), and the panel's code and texts load on first open. It hides while the chat panel or any other drawer is open
// (<body data-drawer-open>, app/components/drawer-state.ts).
import { Suspense, useEffect, useRef, useState } from "react";
import { useAuthModal } from "~/components/auth/auth-modal";
import { lazyWithTexts } from "~/i18n/lazy-texts";
import { useTranslation } from "~/i18n/use-translation";
import { useSessionUser } from "~/lib/session-user";
import { useClearOfControls } from "./use-clear-of-controls";

const ChatPanel = lazyWithTexts(["chat", "support"], () => import("./chat-panel"));
const loadPanel = () => {
  ChatPanel.preload();
};

export default function ChatLauncher() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { open: openSignIn } = useAuthModal();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const aside = useClearOfControls(button, !open && !user?.isAdmin);

  // Closing the panel gives the focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Admins answer from the inbox instead.
  if (user?.isAdmin) return null;
  if (open) {
    return (
      <Suspense
        fallback={
          <span className="chat-launcher chat-launcher--loading spinner" role="status" aria-label={t("chat.loading")} />
        }
      >
        <ChatPanel
          onClose={() => setOpen(false)}
          onSignIn={() => {
            // The sign-in modal takes the screen; once signed in, the live chat opens.
            setOpen(false);
            openSignIn({ onSignedIn: () => setOpen(true) });
          }}
        />
      </Suspense>
    );
  }
  return (
    // The dock clips the button slid aside, so its hidden part never widens the page (issue 49's 360 px check).
    <div className="chat-dock">
      <button
        ref={button}
        type="button"
        className={aside ? "chat-launcher chat-launcher--aside" : "chat-launcher"}
        aria-label={t("chat.open")}
        // Fetch the panel's code as soon as the shopper shows interest.
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        // Visitors too: they can leave a message with their email, or sign in from the panel.
        onClick={() => setOpen(true)}
      >
        <svg
          aria-hidden="true"
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
      </button>
    </div>
  );
}
