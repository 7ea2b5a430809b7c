// The forgot-password page (app/routes/forgot-password.tsx renders it): its loader, and its action
// on the accounts pages' shared email-link action (./page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { emailLinkAction } from "@workers/accounts/http/page.server";
import { requestPasswordReset } from "@workers/accounts/password-reset";
import { pageTexts } from "@workers/edge/page-texts.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { language, t } = context;
  return { title: t("auth.forgot.metaTitle"), pageTexts: pageTexts(language, "auth") };
}

/** The same answers as POST /api/auth/forgot-password: identical for known and unknown emails. */
export const action = emailLinkAction(requestPasswordReset, "resetRequested");
