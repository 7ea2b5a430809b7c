// A conversation on screen, the same for the shopper's panel and the admin inbox: the messages
// (the other side on the left, one's own on the right), the agent joined/left notices, the typing
// line, a live region for screen readers, the error strip and the composer.
import { MAX_MESSAGE_LENGTH } from "@shared/chat/protocol";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";
import { useTimeZone } from "~/lib/time-zone";
import type { ChatError } from "./chat-api";
import { type ChatState, lastIdFromOtherSide, type Notice, senderRole } from "./chat-state";
import { formatMessageTime } from "./format-time";
import type { ChatRoomApi, Viewer } from "./use-chat-room";

interface ChatThreadProps {
  room: ChatRoomApi;
  viewer: Viewer;
  /** An error that stops the conversation before it exists (the panel could not open it). */
  error?: ChatError | null;
  inputRef?: React.RefObject<HTMLTextAreaElement>;
}

function useErrorText() {
  const { t } = useTranslation();
  return (error: ChatError | null | undefined) =>
    !error ? null : "text" in error ? error.text : t(error.key, error.values);
}

export function ChatThread({ room, viewer, error, inputRef }: ChatThreadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { state } = room;
  const [localError, setLocalError] = useState<string | null>(null);
  const stripText = localError ?? (state.failed ? t(state.failed.errorKey) : null) ?? errorText(error ?? state.fatal);
  const blocked = Boolean(error || state.fatal);

  return (
    <div className="chat-thread">
      {blocked ? null : <MessageList state={state} />}
      <TypingLine state={state} viewer={viewer} />
      <Announcer state={state} />
      {stripText ? (
        <p className="chat-thread__error" role="alert">
          {stripText}
        </p>
      ) : null}
      <Composer
        room={room}
        disabled={blocked}
        onLocalError={setLocalError}
        inputRef={inputRef}
        label={t("chat.inputLabel")}
      />
    </div>
  );
}

function MessageList({ state }: { state: ChatState }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const timeZone = useTimeZone();
  const list = useRef<HTMLElement>(null);
  const nearBottom = useRef(true);
  const count = state.messages.length;
  const last = state.messages.at(-1);
  const lastOwn = last !== undefined && senderRole(last) === state.viewerRole;

  // Follows the conversation while the reader is at its end, and always after their own message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run whenever something is added.
  useEffect(() => {
    const element = list.current;
    if (element && (nearBottom.current || lastOwn || state.pending)) element.scrollTop = element.scrollHeight;
  }, [count, state.pending, state.notices.length, state.loaded]);

  if (!state.loaded) {
    return (
      <div className="chat-thread__body chat-thread__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t("chat.loading")}
      </div>
    );
  }
  if (count === 0 && !state.pending && state.notices.length === 0) {
    return (
      <div className="chat-thread__body chat-thread__empty">
        <p className="chat-thread__empty-title">{t("chat.noMessages")}</p>
        <p>{t("chat.startConversation")}</p>
      </div>
    );
  }
  const noticesAfter = (id: number) => state.notices.filter((notice) => notice.afterId === id);
  return (
    <section
      ref={list}
      className="chat-thread__body"
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
      // Scrollable regions must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard.
      tabIndex={0}
      aria-label={t("chat.messagesLabel")}
    >
      <ol className="chat-messages stacked-list">
        {noticesAfter(0).map((notice) => (
          <NoticeItem key={`n${notice.id}`} notice={notice} />
        ))}
        {state.messages.map((message) => (
          <MessageItem
            key={message.id}
            own={senderRole(message) === state.viewerRole}
            name={message.sender_name}
            content={message.content}
            time={formatMessageTime(message.enviado_em, language, timeZone)}
            notices={noticesAfter(message.id)}
          />
        ))}
        {state.pending ? (
          <MessageItem
            own
            pending
            name={state.pending.sender_name}
            content={state.pending.content}
            time={t("chat.sending")}
            notices={[]}
          />
        ) : null}
      </ol>
    </section>
  );
}

function MessageItem(props: {
  own: boolean;
  pending?: boolean;
  name: string;
  content: string;
  time: string;
  notices: Notice[];
}) {
  const classes = ["chat-message", props.own ? "chat-message--own" : "chat-message--other"];
  if (props.pending) classes.push("chat-message--pending");
  return (
    <>
      <li className={classes.join(" ")}>
        <span className="chat-message__sender">{props.name}</span>
        {/* Plain text: React escapes it, CSS keeps its line breaks. */}
        <p className="chat-message__content">{props.content}</p>
        <span className="chat-message__time">{props.time}</span>
      </li>
      {props.notices.map((notice) => (
        <NoticeItem key={`n${notice.id}`} notice={notice} />
      ))}
    </>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <li className="chat-notice">
      {t(notice.kind === "agent_joined" ? "chat.agentJoined" : "chat.agentLeft", { name: notice.name })}
    </li>
  );
}

function TypingLine({ state, viewer }: { state: ChatState; viewer: Viewer }) {
  const { t } = useTranslation();
  const text = !state.typing
    ? ""
    : viewer.role === "shopper"
      ? t("chat.supportTyping")
      : t("chat.shopperTyping", { name: state.typing.name });
  return (
    <p className="chat-thread__typing" aria-hidden={text === ""}>
      {text}
    </p>
  );
}

/** Tells screen readers about what arrives from the other side (not the history, not one's own). */
function Announcer({ state }: { state: ChatState }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const lastOther = lastIdFromOtherSide(state);
  const seen = useRef<number | null>(null);
  const lastNotice = state.notices.at(-1);

  useEffect(() => {
    if (!state.loaded) return;
    if (seen.current !== null && lastOther > seen.current) {
      const message = state.messages.find((candidate) => candidate.id === lastOther);
      if (message) setText(t("chat.announceMessage", { name: message.sender_name, content: message.content }));
    }
    seen.current = lastOther;
  }, [state.loaded, lastOther, state.messages, t]);

  useEffect(() => {
    if (!lastNotice) return;
    setText(t(lastNotice.kind === "agent_joined" ? "chat.agentJoined" : "chat.agentLeft", { name: lastNotice.name }));
  }, [lastNotice, t]);

  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}

function Composer({
  room,
  disabled,
  onLocalError,
  inputRef,
  label,
}: {
  room: ChatRoomApi;
  disabled: boolean;
  onLocalError: (message: string | null) => void;
  inputRef?: React.RefObject<HTMLTextAreaElement>;
  label: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const { state, send, draftChanged } = room;
  const sending = state.pending !== null;
  // Sent while the conversation still loads: kept, and sent once it has loaded, never dropped.
  const loading = !state.loaded;
  const [queued, setQueued] = useState(false);

  // A refused message comes back into the box, to send again (spec section 4).
  const failed = state.failed;
  useEffect(() => {
    if (failed) setDraft((current) => (current.trim() === "" ? failed.content : current));
  }, [failed]);

  const submit = () => {
    if (disabled || sending || draft.trim() === "") return;
    if (loading) return setQueued(true);
    const refused = send(draft);
    if (refused) return onLocalError(t(refused));
    onLocalError(null);
    setDraft("");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: submit sends the box's text as it is when loading ends.
  useEffect(() => {
    // A chat that can no longer send (refused for good) ends the wait too: the text stays in the box.
    if (!queued || (loading && !disabled)) return;
    setQueued(false);
    submit();
  }, [queued, loading, disabled]);

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="chat-composer__input"
        rows={2}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={t("chat.placeholder")}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onLocalError(null);
          draftChanged(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line; an IME composing text keeps its Enter.
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <button
        type="submit"
        className="button chat-composer__send"
        disabled={disabled || sending || queued || draft.trim() === ""}
      >
        {sending || queued ? t("chat.sending") : t("chat.send")}
      </button>
    </form>
  );
}
