// The support chat: a drawer on the right (24rem, a dark backdrop behind it) that can be maximised
// or minimised to a bar. Loaded on first open, so pages do not pay for it up front. A signed-in
// shopper gets the live conversation; a visitor a message form answered by email.
import { intlLocale } from "@shared/i18n/config";
import { dateTimeFormat } from "@shared/intl-formats";
import { useEffect, useRef, useState } from "react";
import { useDrawerOpenMark } from "~/components/drawer-state";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";
import { useSessionUser } from "~/lib/session-user";
import { useTimeZone } from "~/lib/time-zone";
import { type Loaded, openConversation } from "./chat-api";
import { ChatThread } from "./chat-thread";
import { GuestMessageForm } from "./guest-message-form";
import { type SupportHoursNow, supportShownOnline, useSupportHours } from "./support-hours";
import { useChatRoom } from "./use-chat-room";

type Mode = "normal" | "maximized" | "minimized";

interface ChatPanelProps {
  onClose: () => void;
  /** A visitor asks to sign in for the live chat (the launcher closes the panel and opens the sign-in). */
  onSignIn: () => void;
}

export default function ChatPanel({ onClose, onSignIn }: ChatPanelProps) {
  const user = useSessionUser();
  const support = useSupportHours();
  return user ? (
    <ShopperChat onClose={onClose} support={support} />
  ) : (
    <ChatDrawer onClose={onClose} presence={null}>
      {() => <GuestMessageForm hours={support?.hours ?? null} onSignIn={onSignIn} />}
    </ChatDrawer>
  );
}

function ShopperChat({ onClose, support }: { onClose: () => void; support: SupportHoursNow | null }) {
  const { t } = useTranslation();
  const backAt = useBackAt(support?.nextOpening ?? null);
  const user = useSessionUser();
  const [conversation, setConversation] = useState<Loaded<number> | null>(null);
  const [visible, setVisible] = useState(true);
  const room = useChatRoom(
    conversation?.ok ? conversation.value : null,
    { role: "shopper", name: user?.name ?? t("chat.you") },
    visible,
  );

  // Spec section 4: opening the chat creates or fetches the shopper's conversation.
  useEffect(() => {
    let cancelled = false;
    openConversation().then((opened) => {
      if (!cancelled) setConversation(opened);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const { state } = room;
  const status = state.status === "fallback" ? t("chat.reconnecting") : null;
  const online = supportShownOnline(support, state.supportOnline);
  const presence = (
    <>
      <p className={`chat-presence chat-presence--${online ? "online" : "offline"}`} data-testid="chat-presence">
        <span className="chat-presence__dot" aria-hidden="true" />
        <span>
          {online ? t("chat.online") : t("chat.offline")}
          {status ? <span className="chat-presence__note"> · {status}</span> : null}
        </span>
      </p>
      {/* Offline says when someone will answer, and that a message left now is not lost. */}
      {online ? null : (
        <p className="chat-presence__hours">
          {support ? `${t("support.hours", { hours: support.hours })} ` : null}
          {backAt ? `${t("support.backAt", { time: backAt })} ` : null}
          {t("support.offlineNote")}
        </p>
      )}
    </>
  );
  return (
    <ChatDrawer onClose={onClose} presence={presence} onVisibleChange={setVisible}>
      {(input) => (
        <ChatThread
          room={room}
          viewer={{ role: "shopper", name: user?.name ?? t("chat.you") }}
          error={conversation && !conversation.ok ? conversation.error : null}
          inputRef={input}
        />
      )}
    </ChatDrawer>
  );
}

/** When support is back, as a weekday and time in the reader's zone ("Wednesday 9:00 AM"). */
function useBackAt(nextOpening: string | null): string | null {
  const language = usePageLanguage();
  const format = dateTimeFormat(intlLocale[language], {
    weekday: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone: useTimeZone(),
  });
  return nextOpening ? format.format(new Date(nextOpening)) : null;
}

/** The drawer itself: title, presence line, minimise / maximise / close, and its content. */
function ChatDrawer({
  onClose,
  presence,
  onVisibleChange,
  children,
}: {
  onClose: () => void;
  presence: React.ReactNode;
  onVisibleChange?: (visible: boolean) => void;
  /** The content; gets the ref of the control to focus when the drawer opens (else its first field). */
  children: (focusRef: React.RefObject<HTMLTextAreaElement>) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>("normal");
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useDrawerOpenMark("chat", mode !== "minimized");

  useEffect(() => {
    onVisibleChange?.(mode !== "minimized");
  }, [mode, onVisibleChange]);

  // Open, the drawer is modal (the page behind is inert, focus stays inside); minimised it is a
  // bar the shopper can leave open while browsing.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const modal = mode !== "minimized";
    if (element.open && element.matches(":modal") === modal) return;
    if (element.open) element.close();
    if (modal) {
      element.showModal();
      const first = input.current ?? element.querySelector<HTMLElement>(".chat-panel__content input, textarea");
      first?.focus();
    } else {
      element.show();
    }
  }, [mode]);

  return (
    <dialog
      ref={dialog}
      className={`chat-panel chat-panel--${mode}`}
      aria-labelledby="chat-panel-title"
      onCancel={(event) => {
        // Escape on the open drawer: close it (and let the launcher take the focus back).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && mode === "minimized") onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && mode !== "minimized") onClose();
      }}
    >
      <div className="chat-panel__box">
        <header className="chat-panel__header">
          <div className="chat-panel__heading">
            <h2 id="chat-panel-title">{t("chat.title")}</h2>
            {presence}
          </div>
          <div className="chat-panel__actions">
            <button
              type="button"
              className="chat-panel__action"
              aria-label={mode === "minimized" ? t("chat.restore") : t("chat.minimize")}
              onClick={() => setMode(mode === "minimized" ? "normal" : "minimized")}
            >
              <span aria-hidden="true">{mode === "minimized" ? "▴" : "▁"}</span>
            </button>
            {mode === "minimized" ? null : (
              <button
                type="button"
                className="chat-panel__action chat-panel__action--maximize"
                aria-label={mode === "maximized" ? t("chat.restore") : t("chat.maximize")}
                aria-pressed={mode === "maximized"}
                onClick={() => setMode(mode === "maximized" ? "normal" : "maximized")}
              >
                <span aria-hidden="true">{mode === "maximized" ? "❐" : "□"}</span>
              </button>
            )}
            <button type="button" className="chat-panel__action" aria-label={t("chat.close")} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </header>
        <div className="chat-panel__content" hidden={mode === "minimized"}>
          {children(input)}
        </div>
      </div>
    </dialog>
  );
}
