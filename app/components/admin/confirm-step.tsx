// The step between an admin's click and a change that moves money or cannot be taken back: it says
// what will happen (the amount, who is emailed, what can no longer be done) and asks once more.
// The server shows it after the first submit, so it works without JavaScript too; the confirming
// form repeats the first one's fields with confirmed=yes.
import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";

interface ConfirmStepProps {
  title: string;
  consequence: string;
  confirmLabel: string;
  /** The first form's fields, sent again with the confirmation. */
  fields: Record<string, string>;
  /** Where "keep it as it is" goes: the page without the pending step. */
  cancelTo: string;
  busy: boolean;
}

export function ConfirmStep({ title, consequence, confirmLabel, fields, cancelTo, busy }: ConfirmStepProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the question, not at the top of the page.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="confirm-step" aria-labelledby={titleId} data-testid="confirm-step">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>{consequence}</p>
      <Form method="post" className="confirm-step__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="yes" />
        <SubmitButton
          busy={busy}
          label={confirmLabel}
          busyLabel={t("admin.common.saving")}
          className="button button--danger"
        />
        <Link to={cancelTo} className="button button--ghost" replace>
          {t("adminConfirm.keep")}
        </Link>
      </Form>
    </section>
  );
}
