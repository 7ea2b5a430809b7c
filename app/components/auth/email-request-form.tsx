import { useFetcher } from "@remix-run/react";
import { emailRequestSchema } from "@shared/auth/schemas";
import type { MessageBody } from "@workers/accounts/http/auth-bodies";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useCheckedForm } from "~/lib/forms";
import { AccountField } from "./account-fields";

interface EmailRequestFormProps {
  /** "/forgot-password" or "/verify-email" (resend): both answer the same for every email. */
  action: string;
  submitLabel: string;
  submittingLabel: string;
  defaultEmail?: string;
  /** What replaces the form once the request is accepted; gets the answer's message. */
  renderDone: (message: string) => React.ReactNode;
  /** Shown under the form until it is done (a way back). */
  footer?: React.ReactNode;
}

/** One email address posted to an action that sends an email (reset link, verification link). */
export function EmailRequestForm({
  action,
  submitLabel,
  submittingLabel,
  defaultEmail,
  renderDone,
  footer,
}: EmailRequestFormProps) {
  const fetcher = useFetcher<MessageBody>();
  const { onSubmit, fieldErrors, formError } = useCheckedForm(emailRequestSchema, fetcher.data);
  const submitting = fetcher.state !== "idle";

  if (fetcher.data && !("error" in fetcher.data)) return <>{renderDone(fetcher.data.message)}</>;

  return (
    <fetcher.Form method="post" action={action} noValidate className="auth-form" onSubmit={onSubmit}>
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      <AccountField field="email" defaultValue={defaultEmail} errors={fieldErrors.email} />
      <SubmitButton
        className="button auth-form__submit"
        busy={submitting}
        label={submitLabel}
        busyLabel={submittingLabel}
      />
      {footer}
    </fetcher.Form>
  );
}
