// What a visitor who is not signed in gets in the chat panel: when support answers, a message form
// (email, message, a name if they like) kept as a contact message for the admin inbox, and a way
// to sign in for the live chat. A failed send keeps what was typed.
import { guestChatMessageSchema } from "@shared/contact/schemas";
import { useState } from "react";
import * as v from "valibot";
import { TextAreaField } from "~/components/admin/text-area-field";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import { formValues, useCheckedForm } from "~/lib/forms";

const sentSchema = v.object({ message: v.string() });

export function GuestMessageForm({ hours, onSignIn }: { hours: string | null; onSignIn: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(guestChatMessageSchema, answer);

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      const response = await fetch("/api/support/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(formValues(form)),
      });
      const body: unknown = await response.json().catch(() => null);
      const done = v.safeParse(sentSchema, body);
      if (response.status === 201 && done.success) {
        form.reset();
        setAnswer(null);
        setSent(done.output.message);
      } else {
        setAnswer(body ?? { error: "send_failed", message: t("support.guest.sendError") });
      }
    } catch {
      setAnswer({ error: "send_failed", message: t("support.guest.sendError") });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="chat-guest">
      <p>{t("support.guest.intro")}</p>
      {hours ? <p className="chat-guest__hours">{t("support.hours", { hours })}</p> : null}
      {sent ? (
        <div className="chat-guest__sent">
          <FormAlert kind="success">{sent}</FormAlert>
          <button type="button" className="button button--ghost" onClick={() => setSent(null)}>
            {t("support.guest.sendAnother")}
          </button>
        </div>
      ) : (
        <form
          ref={ref}
          className="chat-guest__form"
          aria-label={t("support.guest.formLabel")}
          noValidate
          onSubmit={send}
          onInput={onInput}
        >
          {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
          <Field
            label={t("support.guest.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            errors={fieldErrors.email}
          />
          <Field label={t("support.guest.name")} name="name" autoComplete="name" errors={fieldErrors.name} />
          <TextAreaField
            label={t("support.guest.message")}
            name="message"
            rows={4}
            required
            errors={fieldErrors.message}
          />
          <SubmitButton busy={sending} label={t("support.guest.send")} busyLabel={t("support.guest.sending")} />
        </form>
      )}
      <p className="chat-guest__sign-in">
        {t("support.guest.signInPrompt")}{" "}
        <button type="button" className="link-button" onClick={onSignIn}>
          {t("support.guest.signIn")}
        </button>
      </p>
    </div>
  );
}
