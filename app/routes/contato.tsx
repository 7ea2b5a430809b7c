import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/contact/http/contact-page.server";
import { ContactForm } from "~/components/contact/contact-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export { action, headers, loader } from "@workers/contact/http/contact-page.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => seoMeta(loaded?.seo);

const faq = ["delivery", "safety", "support"] as const;

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

/** Spec section 2, /contato. The old site's one-second loader is gone: the content is rendered at once. */
export default function Contact() {
  const { email, whatsappNumber, claims, pressKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // Each answer states what the settings and the measured figures say, nothing of its own.
  const answers: Record<(typeof faq)[number], string> = {
    delivery: [t("contact.faq.delivery.answer", { promise: claims.deliveryPromise }), claims.measuredDelivery]
      .filter(Boolean)
      .join(" "),
    safety: t("contact.faq.safety.answer"),
    support: t("contact.faq.support.answer", { hours: claims.supportHours }),
  };
  return (
    <div className="page info-page">
      <header className="info-page__intro">
        <h1>{t("contact.title")}</h1>
        <p>{t("contact.intro")}</p>
      </header>

      <section aria-labelledby="channels-title" className="info-section">
        <h2 id="channels-title">{t("contact.channelsTitle")}</h2>
        <ul className="card-grid">
          <li className="card surface">
            <h3>{t("contact.email.title")}</h3>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p className="field-hint">{t("contact.email.note", { hours: claims.supportHours })}</p>
          </li>
          <li className="card surface">
            <h3>{t("contact.whatsapp.title")}</h3>
            <p>
              <a href={`https://wa.me/${whatsappNumber}`} target="_blank" rel="noopener noreferrer">
                {t("contact.whatsapp.open")}
              </a>
            </p>
            <p>{t("contact.whatsapp.hours", { hours: claims.supportHours })}</p>
          </li>
          <li className="card surface">
            <h3>{t("contact.address.title")}</h3>
            <p>{t("contact.address.value")}</p>
          </li>
        </ul>
      </section>

      <div className="contact-layout">
        <section aria-labelledby="faq-title" className="info-section">
          <h2 id="faq-title">{t("contact.faqTitle")}</h2>
          {faq.map((entry) => (
            <details key={entry} className="faq surface">
              <summary>{t(`contact.faq.${entry}.question`)}</summary>
              <p>{answers[entry]}</p>
            </details>
          ))}
        </section>
        <ContactForm pressKey={pressKey} />
      </div>
    </div>
  );
}
