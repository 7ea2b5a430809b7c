import { useFetcher, useNavigate } from "@remix-run/react";
import type { AccountDeleted } from "@shared/privacy/schemas";
import { deleteAccountSchema } from "@shared/privacy/schemas";
import { useEffect } from "react";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import type { ErrorBody } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";

export function isAccountDeleted(answer: unknown): answer is AccountDeleted {
  return typeof answer === "object" && answer !== null && "deleted" in answer;
}

/** Settings → Your data: download it as JSON, or delete the account (password, and the code when on). */
export function YourDataPanel({ userId, twoFactorOn }: { userId: number; twoFactorOn: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<ErrorBody | AccountDeleted>();
  const answer = fetcher.data;
  const refusal = isAccountDeleted(answer) ? undefined : answer;
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(deleteAccountSchema, refusal);
  useEffect(() => {
    if (!isAccountDeleted(answer)) return;
    // The toast stays up on the home page, where the now signed-out visitor goes.
    toast(answer.message, { kind: "info" });
    navigate("/", { replace: true });
  }, [answer, toast, navigate]);
  return (
    <div className="your-data">
      <p className="settings__intro">{t("privacy.export.intro")}</p>
      <a className="button" href={`/api/users/${userId}/export`} download>
        {t("privacy.export.download")}
      </a>
      <fetcher.Form ref={ref} method="post" className="auth-form" noValidate onSubmit={onSubmit} onInput={onInput}>
        <input type="hidden" name="intent" value="delete-account" />
        <h3>{t("privacy.delete.title")}</h3>
        <p>{t("privacy.delete.intro")}</p>
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <PasswordField
          name="password"
          label={t("privacy.delete.passwordLabel")}
          autoComplete="current-password"
          errors={fieldErrors.password}
        />
        {twoFactorOn ? (
          <Field
            name="code"
            label={t("privacy.delete.codeLabel")}
            autoComplete="one-time-code"
            errors={fieldErrors.code}
          />
        ) : null}
        <SubmitButton
          className="button button--ghost"
          busy={fetcher.state !== "idle"}
          label={t("privacy.delete.confirm")}
          busyLabel={t("privacy.delete.deleting")}
        />
      </fetcher.Form>
    </div>
  );
}
