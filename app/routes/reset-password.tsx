import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { resetPasswordFormSchema, resetPasswordRules } from "@shared/auth/schemas";
import type { MessageBody } from "@workers/accounts/http/auth-bodies";
import type { loader, ResetLink } from "@workers/accounts/http/reset-password-page.server";
import { AuthPage } from "~/components/auth/auth-page";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { useRedirectAfter } from "~/components/auth/use-redirect-after";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useCheckedForm } from "~/lib/forms";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

/** Spec section 9: after a reset, the confirmation shows for 3 s before the login page. */
const REDIRECT_AFTER_RESET_MS = 3_000;

export { action, loader } from "@workers/accounts/http/reset-password-page.server";
export const meta = privatePageMeta;

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("tryAgain", "resetPassword");
export const shouldRevalidate = unlessConnectionLost();

export default function ResetPasswordPage() {
  const { token, link } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher<MessageBody>();
  const { onSubmit, fieldErrors, formError } = useCheckedForm(resetPasswordFormSchema, fetcher.data);
  const done = fetcher.data && !("error" in fetcher.data) ? fetcher.data.message : null;
  const submitting = fetcher.state !== "idle";
  useRedirectAfter(done !== null, "/login", REDIRECT_AFTER_RESET_MS);

  // The success comes first: the page's reload after the reset finds its own link used up.
  if (done) {
    return (
      <AuthPage title={t("auth.reset.successTitle")}>
        <FormAlert kind="success">
          <p>{done}</p>
          <p>{t("auth.reset.redirecting")}</p>
        </FormAlert>
        <Link to="/login" className="button">
          {t("auth.reset.backToLogin")}
        </Link>
      </AuthPage>
    );
  }

  if (link !== "live") return <DeadLink link={link} />;

  return (
    <AuthPage title={t("auth.reset.title")}>
      <fetcher.Form method="post" noValidate className="auth-form" onSubmit={onSubmit}>
        {formError ? (
          <FormAlert kind="error">
            <p>{formError}</p>
            <Link to="/forgot-password">{t("auth.reset.requestNew")}</Link>
          </FormAlert>
        ) : null}
        {fieldErrors.token ? <FormAlert kind="error">{fieldErrors.token.join(" ")}</FormAlert> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields
          rules={resetPasswordRules}
          label={t("auth.fields.newPassword")}
          confirmLabel={t("auth.fields.confirmNewPassword")}
          fieldErrors={fieldErrors}
        />
        <SubmitButton
          className="button auth-form__submit"
          busy={submitting}
          label={t("auth.reset.submit")}
          busyLabel={t("auth.reset.submitting")}
        />
      </fetcher.Form>
    </AuthPage>
  );
}

/** A link that cannot set a password: why, and the way to ask for a new one. */
function DeadLink({ link }: { link: Exclude<ResetLink, "live"> }) {
  const { t } = useTranslation();
  return (
    <AuthPage title={t(`auth.reset.${link}Title`)}>
      <p>{t(`auth.reset.${link}Text`)}</p>
      <div className="auth-card__actions">
        <Link to="/forgot-password" className="button">
          {t("auth.reset.requestNew")}
        </Link>
        <Link to="/login" className="button button--ghost">
          {t("auth.reset.backToLogin")}
        </Link>
      </div>
    </AuthPage>
  );
}
