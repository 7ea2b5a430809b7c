import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/accounts/http/verify-email-page.server";
import { AuthPage } from "~/components/auth/auth-page";
import { EmailRequestForm } from "~/components/auth/email-request-form";
import { useRedirectAfter } from "~/components/auth/use-redirect-after";
import { VerificationHelp } from "~/components/auth/verification-help";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

/** Spec section 9: once verified, the message shows for 5 s before the store opens its sign-in modal. */
const REDIRECT_AFTER_VERIFY_MS = 5_000;

export { action, loader } from "@workers/accounts/http/verify-email-page.server";

// A token is used once: re-running the check after the resend form would report it as used.
export const shouldRevalidate = unlessConnectionLost(() => false);

// A resend that never reaches the store shows the connection message inline and keeps the email.
export const clientAction = keepWorkOnConnectionLoss("tryAgain", "resendVerification");

export const meta = privatePageMeta;

export default function VerifyEmailPage() {
  const loaded = useLoaderData<typeof loader>();
  const { outcome, message } = loaded;
  const { t } = useTranslation();
  const verified = outcome !== "error";
  // Back to what the shopper was doing when they signed up (the home page if nothing), signing in there.
  const signInHref = ("signInHref" in loaded && loaded.signInHref) || "/?openLogin=true";
  useRedirectAfter(verified, signInHref, REDIRECT_AFTER_VERIFY_MS);

  if (verified) {
    return (
      <AuthPage title={t(outcome === "verified" ? "auth.verify.verifiedTitle" : "auth.verify.alreadyVerifiedTitle")}>
        <FormAlert kind="success">
          <p>{message}</p>
          <p>{t("auth.verify.redirecting")}</p>
        </FormAlert>
        <Link to={signInHref} className="button">
          {t("auth.verify.signInNow")}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t("auth.verify.errorTitle")}>
      <FormAlert kind="error">{message}</FormAlert>
      <h2 className="auth-form__title">{t("auth.verify.resendTitle")}</h2>
      <EmailRequestForm
        action="/verify-email"
        submitLabel={t("auth.verify.resendSubmit")}
        submittingLabel={t("auth.verify.resendSubmitting")}
        renderDone={(sent) => <FormAlert kind="success">{sent}</FormAlert>}
      />
      <VerificationHelp />
      <div className="auth-card__actions">
        <Link to="/" className="button button--ghost">
          {t("auth.verify.goToStore")}
        </Link>
        <Link to="/login" className="button button--ghost">
          {t("auth.verify.goToLogin")}
        </Link>
      </div>
    </AuthPage>
  );
}
