import { useFetcher } from "@remix-run/react";
import { secondFactorSchema } from "@shared/auth/two-factor-schemas";
import type { LoginBody } from "@workers/accounts/http/auth-bodies";
import { useEffect, useRef, useState } from "react";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { useCheckedForm } from "~/lib/forms";
import { AuthenticatorCodeField } from "./authenticator-code-field";
import type { SignedInUser } from "./login-form";

interface SecondFactorFormProps {
  onSignedIn: (message: string, user: SignedInUser) => void;
  /** Back to email and password (the password step's note expired, or another account). */
  onBack: () => void;
}

/**
 * The sign-in's second step for accounts with two-factor on: the app's code, or a recovery code,
 * posted to the /login action (the same answers as POST /api/auth/login/2fa).
 */
export function SecondFactorForm({ onSignedIn, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LoginBody>();
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(secondFactorSchema, fetcher.data);
  const [recovery, setRecovery] = useState(false);
  const handled = useRef<LoginBody | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handled.current === answer) return;
    handled.current = answer;
    if ("user" in answer) onSignedIn(answer.message, { isAdmin: answer.user.is_admin });
  }, [fetcher.data, fetcher.state]);

  return (
    <fetcher.Form
      ref={ref}
      method="post"
      action="/login"
      noValidate
      className="auth-form"
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <input type="hidden" name="intent" value="second-factor" />
      <p>{t("twoFactor.signIn.codeNeeded")}</p>
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      {recovery ? (
        <Field
          key="recovery"
          name="recovery_code"
          label={t("twoFactor.signIn.recoveryLabel")}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          errors={fieldErrors.code}
        />
      ) : (
        <AuthenticatorCodeField key="code" autoFocus errors={fieldErrors.code} />
      )}
      <SubmitButton
        className="button auth-form__submit"
        busy={fetcher.state !== "idle"}
        label={t("twoFactor.signIn.submit")}
        busyLabel={t("twoFactor.signIn.submitting")}
      />
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={() => setRecovery(!recovery)}>
          {recovery ? t("twoFactor.signIn.useCode") : t("twoFactor.signIn.useRecovery")}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t("twoFactor.signIn.back")}
        </button>
      </div>
    </fetcher.Form>
  );
}
