import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { BackToLogin } from "./auth-done";
import { EmailRequestForm } from "./email-request-form";
import { VerificationHelp } from "./verification-help";

/** Shown when the password was right but the email is not verified: where to look, and a new link. */
export function EmailNotVerified({ email, onBackToLogin }: { email?: string; onBackToLogin?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form">
      <FormAlert kind="error">{t("auth.notVerified.text")}</FormAlert>
      <EmailRequestForm
        action="/verify-email"
        submitLabel={t("auth.verify.resendSubmit")}
        submittingLabel={t("auth.verify.resendSubmitting")}
        defaultEmail={email}
        renderDone={(message) => <FormAlert kind="success">{message}</FormAlert>}
        footer={onBackToLogin ? <BackToLogin label={t("auth.modal.back")} onBackToLogin={onBackToLogin} /> : null}
      />
      <VerificationHelp email={email} />
    </div>
  );
}
