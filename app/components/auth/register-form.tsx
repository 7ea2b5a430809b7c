import { Link, useFetcher } from "@remix-run/react";
import { registerSchema, registerWithConfirmationSchema, registrationPasswordRules } from "@shared/auth/schemas";
import type { MessageBody } from "@workers/accounts/http/auth-bodies";
import { useEffect } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { PolicyConsent } from "~/components/policy-consent";
import { useTranslation } from "~/i18n/use-translation";
import { useCheckedForm } from "~/lib/forms";
import { rememberEmail, useRememberedEmail } from "~/lib/remembered-email";
import { AccountField } from "./account-fields";
import { AuthDone } from "./auth-done";
import { NewPasswordFields } from "./new-password-fields";

interface RegisterFormProps {
  /** The modal asks for the password twice; the page does not (spec section 5). */
  withConfirmation?: boolean;
  /** In the modal, back to its login view; on the page, a link to /login. */
  onBackToLogin?: () => void;
  /** The same-site page the verification link brings the new shopper back to (with the sign-in open). */
  returnTo?: string;
}

/**
 * Name, email, phone and password, posted to the /register action (the answers of POST
 * /api/auth/register). Success shows the "check your email" confirmation in place.
 */
export function RegisterForm({ withConfirmation = false, onBackToLogin, returnTo }: RegisterFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MessageBody>();
  const schema = withConfirmation ? registerWithConfirmationSchema : registerSchema;
  const { onSubmit, fieldErrors, formError } = useCheckedForm(schema, fetcher.data);
  const email = useRememberedEmail();
  const submitting = fetcher.state !== "idle";
  const registered = fetcher.data && !("error" in fetcher.data) ? fetcher.data.message : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: remember the email the account was created with, once.
  useEffect(() => {
    if (registered) rememberEmail(email.value);
  }, [registered]);

  if (registered) {
    return (
      <AuthDone
        title={t("auth.register.successTitle")}
        message={registered}
        backLabel={t(onBackToLogin ? "auth.register.backToLogin" : "auth.register.goToLogin")}
        onBackToLogin={onBackToLogin}
      />
    );
  }

  return (
    <fetcher.Form method="post" action="/register" noValidate className="auth-form" onSubmit={onSubmit}>
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <AccountField field="name" errors={fieldErrors.nome} />
      <AccountField field="email" ref={email.ref} onChange={email.onChange} errors={fieldErrors.email} />
      <AccountField field="phone" errors={fieldErrors.telefone} />
      <NewPasswordFields
        rules={registrationPasswordRules}
        label={t("auth.fields.password")}
        confirmLabel={withConfirmation ? t("auth.fields.confirmPassword") : undefined}
        fieldErrors={fieldErrors}
      />
      <PolicyConsent text={t("policies.registerConsent")} policies={["terms", "privacy"]} />
      <SubmitButton
        className="button auth-form__submit"
        busy={submitting}
        label={t("auth.register.submit")}
        busyLabel={t("auth.register.submitting")}
      />
      <p className="auth-form__links">
        {t("auth.register.haveAccount")}{" "}
        {onBackToLogin ? (
          <button type="button" className="link-button" onClick={onBackToLogin}>
            {t("auth.register.signIn")}
          </button>
        ) : (
          <Link to="/login">{t("auth.register.signIn")}</Link>
        )}
      </p>
    </fetcher.Form>
  );
}
