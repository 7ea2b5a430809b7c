import { Link, useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { loginSchema } from "@shared/auth/schemas";
import type { LoginBody } from "@workers/accounts/http/auth-bodies";
import { useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { PASSKEY_AUTOFILL, PasskeySignIn } from "~/components/passkeys/passkey-sign-in";
import { useTranslation } from "~/i18n/use-translation";
import { useCheckedForm } from "~/lib/forms";
import { rememberEmail, useRememberedEmail } from "~/lib/remembered-email";
import { AccountField } from "./account-fields";
import { SecondFactorForm } from "./second-factor-form";

/** Who just signed in, as far as where to go next depends on it. */
export interface SignedInUser {
  isAdmin: boolean;
}

interface LoginFormProps {
  /** Signed in: the answer's message is for the toast. */
  onSignedIn: (message: string, user: SignedInUser) => void;
  /** The password was right but the email is not verified yet. */
  onEmailNotVerified: (email: string) => void;
  /** A session already existed (signed in in another tab, say). */
  onAlreadySignedIn: (message: string) => void;
  /** In the modal these switch views; on the page they are links to the pages. */
  onForgotPassword?: () => void;
  onRegister?: () => void;
}

/** Email and password, posted to the /login action (the same answers as POST /api/auth/login). */
export function LoginForm({
  onSignedIn,
  onEmailNotVerified,
  onAlreadySignedIn,
  onForgotPassword,
  onRegister,
}: LoginFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LoginBody>();
  // Without JavaScript the form posts as a page and the answer is the page's (on /login; the modal's route has none).
  const pageAnswer = useActionData<LoginBody>();
  const answer = fetcher.data ?? pageAnswer;
  const { onSubmit, fieldErrors, formError } = useCheckedForm(loginSchema, answer);
  const email = useRememberedEmail();
  const submitting = fetcher.state !== "idle";
  // Signing up from the sign-in page keeps the page it was going back to, and so does the form's
  // own address: sent before the page's code came, the browser posts it as a page, and the answer
  // page's code goes back to `redirectTo` only if that page's address still has it.
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo");
  const keepingRedirect = (path: string) => (redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path);
  // Accounts with two-factor on answer the password with a request for the code.
  const [secondStep, setSecondStep] = useState(false);

  // Each answer is handled once, after the revalidation it started has finished, so a navigation
  // the callbacks start (back to `redirectTo`) never races it.
  const handled = useRef<LoginBody | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts, not new callbacks or typing.
  useEffect(() => {
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if ("user" in answer) {
      rememberEmail(email.value);
      onSignedIn(answer.message, { isAdmin: answer.user.is_admin });
    } else if ("alreadyAuthenticated" in answer) onAlreadySignedIn(answer.message);
    else if ("email_not_verified" in answer) onEmailNotVerified(email.value.trim().toLowerCase());
    else if ("two_factor_required" in answer) {
      rememberEmail(email.value);
      setSecondStep(true);
    }
  }, [answer, fetcher.state]);

  if (secondStep) return <SecondFactorForm onSignedIn={onSignedIn} onBack={() => setSecondStep(false)} />;

  return (
    <fetcher.Form method="post" action={keepingRedirect("/login")} noValidate className="auth-form" onSubmit={onSubmit}>
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      <AccountField
        field="email"
        ref={email.ref}
        onChange={email.onChange}
        errors={fieldErrors.email}
        // The browser offers the store's passkeys here too (conditional UI, PasskeySignIn).
        autoComplete={PASSKEY_AUTOFILL}
      />
      <PasswordField
        name="password"
        label={t("auth.fields.password")}
        autoComplete="current-password"
        required
        errors={fieldErrors.password}
      />
      <SubmitButton
        className="button auth-form__submit"
        busy={submitting}
        label={t("auth.login.submit")}
        busyLabel={t("auth.login.submitting")}
        postsWithoutScript
      />
      <PasskeySignIn onSignedIn={onSignedIn} />
      <div className="auth-form__links">
        {onForgotPassword ? (
          <button type="button" className="link-button" onClick={onForgotPassword}>
            {t("auth.login.forgotPassword")}
          </button>
        ) : (
          <Link to="/forgot-password">{t("auth.login.forgotPassword")}</Link>
        )}
        <p>
          {t("auth.login.noAccount")}{" "}
          {onRegister ? (
            <button type="button" className="link-button" onClick={onRegister}>
              {t("auth.login.createAccount")}
            </button>
          ) : (
            <Link to={keepingRedirect("/register")}>{t("auth.login.createAccount")}</Link>
          )}
        </p>
      </div>
    </fetcher.Form>
  );
}
