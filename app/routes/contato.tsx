import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { contactMessageSchema } from "@shared/contact/schemas";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import { pageSeo } from "@shared/seo";
import { sendContactMessage } from "@workers/contact/contact-messages";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { keepingTyped, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { readPressKey } from "@workers/edge/validation";
import { storeClaims } from "@workers/trust/store-claims";
import { ContactForm } from "~/components/contact/contact-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { seoMeta } from "~/lib/seo";
import infoStyles from "~/styles/info-pages.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: infoStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  const settings = await context.shownSettings();
  return {
    email: settings.contactEmail,
    whatsappNumber: settings.whatsappNumber,
    claims: await storeClaims(context.db, settings, { t, language }),
    seo: pageSeo(request, {
      path: "/contato",
      title: t("contact.meta.title"),
      description: t("contact.meta.description"),
      language,
    }),
    pageTexts: pageTexts(language, "contact"),
    // The key of the form's next press (decision 042): a fresh one after every send, as the page reloads its data.
    pressKey: newPressKey(),
  };
}

/** Sends a contact message (the API's function); a refusal shows the form again with what was typed. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const fields = await readFormFields(request);
  return keepingTyped(context.t, fields, async () => {
    const message = await readForm(request, contactMessageSchema, fields);
    const pressKey = readPressKey(fields[PRESS_KEY_FIELD], PRESS_KEY_FIELD);
    await sendContactMessage({ db: context.db, env: context.cloudflare.env }, context.caller.ip, message, pressKey);
    return { sent: true as const };
  });
});

/** A refused message tells when to try again. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

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
