// The contact-form messages in the admin inbox (and those visitors left in the chat panel), newest
// first; each unread one can be marked read.
import { useFetcher } from "@remix-run/react";
import type { ContactMessage } from "@workers/contact/contact-messages";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";

export function ContactInbox({ messages }: { messages: ContactMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <p className="empty-state">{t("adminInbox.noContactMessages")}</p>;
  return (
    <ul className="contact-inbox stacked-list" aria-label={t("adminInbox.contactLabel")}>
      {messages.map((message) => (
        <ContactItem key={message.id} message={message} />
      ))}
    </ul>
  );
}

function ContactItem({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  // Shown read at once; the list's next load confirms it.
  const read = message.readAt !== null || fetcher.state !== "idle";
  const subject = t(`contact.subjects.${message.subject}`);
  return (
    <li className={read ? "contact-item surface" : "contact-item contact-item--unread surface"}>
      <header className="contact-item__header">
        <h2 className="contact-item__name">{message.name}</h2>
        <span className={read ? "contact-item__state" : "inbox-badge"}>
          {read ? t("adminInbox.read") : t("adminInbox.unread")}
        </span>
      </header>
      <p className="contact-item__meta">
        <a href={`mailto:${message.email}?subject=${encodeURIComponent(subject)}`}>{message.email}</a> ·{" "}
        {message.source === "guest_chat" ? t("support.inbox.fromChat") : t("adminInbox.subject", { subject })} ·{" "}
        <LocalTime iso={message.createdAt} />
      </p>
      <p className="contact-item__message">{message.message}</p>
      {read ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" className="button button--small button--ghost">
            {t("adminInbox.markRead")}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
