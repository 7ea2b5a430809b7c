import { Form, useActionData, useNavigation } from "@remix-run/react";
import {
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  contactMessageSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from "@shared/contact/schemas";
import { NAME_MAX_LENGTH } from "@shared/person-fields";
import { fieldMessages, validate } from "@shared/validation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

/** What the contact page's action answers. */
export type ContactActionResult =
  | { status: "sent" }
  /** `values` refill the form when the page was rendered again without JavaScript. */
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "rate_limited"; message: string };

/**
 * The contact form: a plain POST to the page's action, which checks it with the shared schema.
 * With JavaScript the same schema checks it before sending, and the form clears after a success.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const result = useActionData<ContactActionResult>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result?.status === "sent") form.current?.reset();
  }, [result]);

  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const values = result?.status === "invalid" ? result.values : {};
  return (
    <Form
      ref={form}
      method="post"
      noValidate
      className="contact-form surface"
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        const checked = validate(contactMessageSchema, Object.fromEntries(new FormData(event.currentTarget)));
        if (checked.success) return setClientErrors(null);
        event.preventDefault();
        const found = fieldMessages(checked.issues, t);
        setClientErrors(found);
        const first = CONTACT_FIELDS.find((field) => found[field]);
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }}
    >
      <h2 id="contact-form-title">{t("contact.form.title")}</h2>
      <div className="form-status" aria-live="polite">
        {!clientErrors && result?.status === "sent" && <p className="form-status--success">{t("contact.form.sent")}</p>}
        {result?.status === "rate_limited" && <p className="form-status--error">{result.message}</p>}
        {Object.keys(errors).length > 0 && <p className="form-status--error">{t("contact.form.invalid")}</p>}
      </div>
      <Field name="name" label={t("contact.form.name")} error={errors.name}>
        {(control) => <input {...control} autoComplete="name" defaultValue={values.name} maxLength={NAME_MAX_LENGTH} />}
      </Field>
      <Field name="email" label={t("contact.form.email")} error={errors.email}>
        {(control) => <input {...control} type="email" autoComplete="email" defaultValue={values.email} />}
      </Field>
      <Field name="subject" label={t("contact.form.subject")} error={errors.subject}>
        {(control) => (
          <select {...control} defaultValue={values.subject ?? CONTACT_SUBJECTS[0]}>
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
            defaultValue={values.message}
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
