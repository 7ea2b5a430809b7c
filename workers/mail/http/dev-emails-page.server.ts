// The dev mailbox page (app/routes/dev.emails.tsx renders it): its loader, on the same mailbox as
// GET /api/dev/emails (./dev-emails-api.ts). Only in development.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { isDevelopment } from "@workers/kernel/environment";
import { listDevEmails } from "@workers/mail/dev-mailbox";

/** The dev mailbox, newest first (`?to=` narrows it to one recipient). Only in development. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isDevelopment(context.cloudflare.env)) throw pageNotFound();
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const { t } = context;
  const emails = await listDevEmails(context.db, to);
  return { emails, title: t("emails.devMailbox.metaTitle"), pageTexts: pageTexts(context.language, "devMailbox") };
}
