import { Form, useActionData, useNavigation } from "@remix-run/react";
import {
  CONTACT_SUBJECTS,
  contactMessageSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "@shared/contact/schemas";
import { NAME_MAX_LENGTH } from "@shared/person-fields";
import { PRESS_KEY_FIELD } from "@shared/press-key";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { type RefusedForm, typedText } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";
import { pressOnce } from "~/lib/press-once-script";

/**
 * The contact form: a plain POST to the page's action, which checks it with the shared schema (a
 * refusal is the API's error body, with what was typed to refill the form without JavaScript).
 * With JavaScript the same schema checks it before sending, and the form clears after a success.
 */
export function ContactForm({ pressKey }: { pressKey: string }) {
  const { t } = useTranslation();
  const answer = useActionData<{ sent: true } | RefusedForm>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(contactMessageSchema, answer);
  const sent = answer !== undefined && "sent" in answer;

  useEffect(() => {
    if (sent) ref.current?.reset();
  }, [sent, ref]);

  const invalid = Object.keys(fieldErrors).length > 0;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.join(" ")]),
  );
  const typed = (name: string) => typedText(answer, name);
  return (
    <Form
      ref={ref}
      method="post"
      {...pressOnce}
      noValidate
      className="contact-form surface"
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
      onInput={onInput}
    >
      <h2 id="contact-form-title">{t("contact.form.title")}</h2>
      {/* The press's key (decision 042): the page renews it after each send, so one send is one message. */}
      <input type="hidden" name={PRESS_KEY_FIELD} value={pressKey} />
      <div className="form-status" aria-live="polite">
        {!invalid && sent && <p className="form-status--success">{t("contact.form.sent")}</p>}
        {formError && <p className="form-status--error">{formError}</p>}
        {invalid && <p className="form-status--error">{t("contact.form.invalid")}</p>}
      </div>
      <Field name="name" label={t("contact.form.name")} error={errors.name}>
        {(control) => (
          <input {...control} autoComplete="name" defaultValue={typed("name")} maxLength={NAME_MAX_LENGTH} />
        )}
      </Field>
      <Field name="email" label={t("contact.form.email")} error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" defaultValue={typed("email")} />}
      </Field>
      <Field name="subject" label={t("contact.form.subject")} error={errors.subject}>
        {(control) => (
          <select {...control} defaultValue={typed("subject") || CONTACT_SUBJECTS[0]}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="message"
        label={t("contact.form.message")}
        error={errors.message}
        hint={t("contact.form.messageHint")}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            defaultValue={typed("message")}
            minLength={MESSAGE_MIN_LENGTH}
            maxLength={MESSAGE_MAX_LENGTH}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t("contact.form.sending") : t("contact.form.send")}
      </button>
    </Form>
  );
}

interface ControlProps {
  id: string;
  name: string;
  required: true;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled form control with its hint and its error, wired up for assistive technology. */
function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const id = `contact-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        required: true,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
