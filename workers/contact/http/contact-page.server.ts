// The contact page as the store serves it (app/routes/contato.tsx renders it): its loader, and its
// form's action, which sends the message with the contact area's function, as its API does.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contactMessageSchema } from "@shared/contact/schemas";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import { pageSeo } from "@shared/seo";
import { sendContactMessage } from "@workers/contact/contact-messages";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { keepingTyped, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { readPressKey } from "@workers/edge/validation";
import { storeClaims } from "@workers/trust/store-claims";

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
