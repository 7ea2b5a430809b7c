import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { emailLinkAction } from "@workers/accounts/http/page.server";
import { requestPasswordReset } from "@workers/accounts/password-reset";
import { pageTexts } from "@workers/edge/page-texts.server";
import { AuthPage } from "~/components/auth/auth-page";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export async function loader({ context }: LoaderFunctionArgs) {
  const { language, t } = context;
  return { title: t("auth.forgot.metaTitle"), pageTexts: pageTexts(language, "auth") };
}

export const meta = privatePageMeta;

/** The same answers as POST /api/auth/forgot-password: identical for known and unknown emails. */
export const action = emailLinkAction(requestPasswordReset, "resetRequested");

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("tryAgain", "sendEmail");
export const shouldRevalidate = unlessConnectionLost();

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t("auth.forgot.title")}>
      <p className="auth-card__intro">{t("auth.forgot.intro")}</p>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
