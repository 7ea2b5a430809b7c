import { useTranslation } from "~/i18n/use-translation";
import { AuthDone, BackToLogin } from "./auth-done";
import { EmailRequestForm } from "./email-request-form";

/** Asks for a reset link; the confirmation reads the same whether or not the email has an account. */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmailRequestForm
      action="/forgot-password"
      submitLabel={t("auth.forgot.submit")}
      submittingLabel={t("auth.forgot.submitting")}
      footer={<BackToLogin label={t("auth.forgot.backToLogin")} onBackToLogin={onBackToLogin} />}
      renderDone={(message) => (
        <AuthDone
          title={t("auth.forgot.successTitle")}
          message={message}
          backLabel={t("auth.forgot.backToLogin")}
          onBackToLogin={onBackToLogin}
        />
      )}
    />
  );
}
