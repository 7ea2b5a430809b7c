import { useFetcher } from "@remix-run/react";
import type { MessageBody } from "@workers/accounts/http/auth-bodies";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";

/** Settings → Password: emails a reset link to the account's own address. */
export function PasswordResetRequest({ email }: { email: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MessageBody>();
  const sending = fetcher.state !== "idle";
  const answer = fetcher.data;
  return (
    <fetcher.Form method="post" className="auth-form">
      <input type="hidden" name="intent" value="password" />
      <p>{t("account.password.intro")}</p>
      <Field name="email" type="email" label={t("account.password.emailLabel")} value={email} readOnly required />
      {answer ? <FormAlert kind={isErrorBody(answer) ? "error" : "success"}>{answer.message}</FormAlert> : null}
      <SubmitButton
        className="button auth-form__submit"
        busy={sending}
        label={t("account.password.submit")}
        busyLabel={t("account.password.submitting")}
      />
    </fetcher.Form>
  );
}
