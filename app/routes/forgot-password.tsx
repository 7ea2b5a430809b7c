import { AuthPage } from "~/components/auth/auth-page";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export { action, loader } from "@workers/accounts/http/forgot-password-page.server";
export const meta = privatePageMeta;

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
