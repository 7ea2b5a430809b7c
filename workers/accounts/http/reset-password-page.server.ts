// The reset-password page (app/routes/reset-password.tsx renders it): its loader checks the link as
// it opens, its action has the same answers as POST /api/auth/reset-password.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resetPasswordFormSchema } from "@shared/auth/schemas";
import { acceptedBody } from "@workers/accounts/http/auth-bodies";
import { resetLinkIsLive, resetPassword } from "@workers/accounts/password-reset";
import { readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";

export type ResetLink = "live" | "incomplete" | "expired";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, t } = context;
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  // Checked as the link opens (it uses nothing up): a used, expired or altered link says so before
  // anyone types a new password twice. The form's action claims it for good.
  const link: ResetLink = !token ? "incomplete" : (await resetLinkIsLive(context, token)) ? "live" : "expired";
  return { token, link, title: t("auth.reset.metaTitle"), pageTexts: pageTexts(language, "auth") };
}

/** The same answers as POST /api/auth/reset-password, plus the confirmation field of the page. */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const input = await readForm(request, resetPasswordFormSchema);
  await resetPassword({ db: context.db, env: context.cloudflare.env }, input);
  return acceptedBody("passwordReset", context.t);
});
