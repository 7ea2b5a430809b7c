import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { intlLocale, isLanguage } from "@shared/i18n/config";
import { dateTimeFormat } from "@shared/intl-formats";
import type { loader } from "@workers/mail/http/dev-emails-page.server";
import { useTranslation } from "~/i18n/use-translation";
import { privatePageMeta } from "~/lib/meta";
import accountStylesHref from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStylesHref }];

export { loader } from "@workers/mail/http/dev-emails-page.server";
export const meta = privatePageMeta;

const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/\S+/g) ?? [])];

export default function DevMailbox() {
  const { emails } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const dateFormat = dateTimeFormat(intlLocale[isLanguage(i18n.language) ? i18n.language : "en"], {
    dateStyle: "short",
    timeStyle: "medium",
    // The same text on the server and in the browser, wherever each of them is.
    timeZone: "UTC",
  });
  return (
    <section className="page dev-mailbox" aria-labelledby="dev-mailbox-title">
      <h1 id="dev-mailbox-title">{t("emails.devMailbox.title")}</h1>
      <p>{t("emails.devMailbox.intro")}</p>
      {emails.length === 0 ? <p className="empty-state">{t("emails.devMailbox.empty")}</p> : null}
      <ol className="dev-mailbox__list">
        {emails.map((email) => (
          <li key={email.id} className="dev-mailbox__email" data-testid="dev-email">
            <h2>{email.subject}</h2>
            <dl>
              <dt>{t("emails.devMailbox.to")}</dt>
              <dd>{email.to}</dd>
              <dt>{t("emails.devMailbox.sentAt")}</dt>
              <dd>
                <time dateTime={email.created_at}>{dateFormat.format(new Date(email.created_at))} UTC</time>
              </dd>
            </dl>
            <h3>{t("emails.devMailbox.links")}</h3>
            <ul>
              {linksIn(email.text).map((url) => (
                <li key={url}>
                  <a href={url}>{url}</a>
                </li>
              ))}
            </ul>
            <details>
              <summary>{t("emails.devMailbox.textVersion")}</summary>
              <pre>{email.text}</pre>
            </details>
            <details>
              <summary>{t("emails.devMailbox.htmlPreview")}</summary>
              {/* No scripts, no same-origin access: the email's HTML is shown, never trusted. */}
              <iframe title={email.subject} sandbox="" srcDoc={email.html} className="dev-mailbox__preview" />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
