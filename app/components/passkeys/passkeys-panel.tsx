// Settings → Security → Passkeys (issue 35): the account's passkeys, adding one (the password and a
// factor the account already has: the code when two-factor is on, else one of its passkeys, or for an
// admin's first the code emailed to them; then the browser's passkey dialog) and removing one.
import { useActionData, useFetcher, useRevalidator } from "@remix-run/react";
import {
  PASSKEY_NAME_MAX_LENGTH,
  PASSKEY_REMOVE_INTENT,
  PASSKEY_RENAME_INTENT,
  passkeyRenameTag,
  renamePasskeySchema,
} from "@shared/auth/passkey-schemas";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeySummary } from "@workers/accounts/passkeys";
import { type FormEvent, useState } from "react";
import { AuthenticatorCodeField } from "~/components/auth/authenticator-code-field";
import { EmailedCodeField } from "~/components/auth/emailed-code-field";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { PasswordField } from "~/components/form/password-field";
import { LocalTime } from "~/components/local-time";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";
import {
  existingPasskeyAssertion,
  loadWebAuthn,
  PasskeyRefusal,
  passkeyCall,
  passkeyFailureMessage,
  usePasskeySupport,
} from "./passkey-client";

export function PasskeysPanel({ passkeys, twoFactorOn }: { passkeys: PasskeySummary[]; twoFactorOn: boolean }) {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  return (
    <section className="passkeys" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">{t("passkeys.settings.title")}</h3>
      <p className="settings__intro">{t("passkeys.settings.intro")}</p>
      {passkeys.length === 0 ? (
        <p>{t("passkeys.settings.none")}</p>
      ) : (
        <ul className="passkeys__list">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskey twoFactorOn={twoFactorOn} hasPasskey={passkeys.length > 0} />
      ) : (
        <p>{t("passkeys.settings.unsupported")}</p>
      )}
    </section>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  // Posted to the settings action, which calls the same service as DELETE /api/auth/passkeys/{id}.
  const remove = useFetcher<unknown>();
  const busy = remove.state !== "idle";
  return (
    <li className="passkeys__item">
      <strong>{passkey.name}</strong>
      <span>
        {t("passkeys.settings.createdAt")} <LocalTime iso={passkey.createdAt} />
      </span>
      <span>
        {passkey.lastUsedAt ? (
          <>
            {t("passkeys.settings.lastUsedAt")} <LocalTime iso={passkey.lastUsedAt} />
          </>
        ) : (
          t("passkeys.settings.neverUsed")
        )}
      </span>
      <RenamePasskey passkey={passkey} />
      {isErrorBody(remove.data) ? <FormAlert kind="error">{remove.data.message}</FormAlert> : null}
      <remove.Form method="post">
        <input type="hidden" name="intent" value={PASSKEY_REMOVE_INTENT} />
        <input type="hidden" name="id" value={passkey.id} />
        <button
          type="submit"
          className="button button--ghost"
          disabled={busy}
          aria-busy={busy}
          aria-label={`${t("passkeys.settings.remove")}: ${passkey.name}`}
        >
          {busy ? t("passkeys.settings.removing") : t("passkeys.settings.remove")}
        </button>
      </remove.Form>
    </li>
  );
}

/**
 * Renames a passkey through the settings action (the same service and schema as PATCH
 * /api/auth/passkeys/{id}). A plain form underneath: without JavaScript it posts as the page, and the
 * page's answer, tagged with this row, is shown here.
 */
function RenamePasskey({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  const rename = useFetcher<unknown>();
  const pageAnswer = useActionData<unknown>();
  const tag = passkeyRenameTag(passkey.id);
  const answer =
    rename.data ??
    (pageAnswer && typeof pageAnswer === "object" && "intent" in pageAnswer && pageAnswer.intent === tag
      ? pageAnswer
      : undefined);
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(renamePasskeySchema, answer);
  const busy = rename.state !== "idle";
  const done = !isErrorBody(answer) && answer && typeof answer === "object" && "message" in answer;
  return (
    <rename.Form method="post" ref={ref} noValidate onSubmit={onSubmit} onInput={onInput} className="passkeys__rename">
      <input type="hidden" name="intent" value={PASSKEY_RENAME_INTENT} />
      <input type="hidden" name="id" value={passkey.id} />
      {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
      {done ? <FormAlert kind="success">{String(answer.message)}</FormAlert> : null}
      <Field
        name="name"
        label={t("passkeys.settings.renameLabel", { name: passkey.name })}
        defaultValue={passkey.name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
        autoComplete="off"
        errors={fieldErrors.name}
      />
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
        {busy ? t("passkeys.settings.renaming") : t("passkeys.settings.rename")}
      </button>
    </rename.Form>
  );
}

function AddPasskey({ twoFactorOn, hasPasskey }: { twoFactorOn: boolean; hasPasskey: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The form opens on request: the security section keeps one password field per task in view.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // An admin's first passkey: the store emailed a code, typed in the code field.
  const [emailCode, setEmailCode] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "error" | "success"; message: string } | null>(null);
  const alert = outcome ? (
    <FormAlert kind={outcome.kind} focusKey={outcome}>
      {outcome.message}
    </FormAlert>
  ) : null;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    setOutcome(null);
    try {
      const assertion = !twoFactorOn && hasPasskey ? await existingPasskeyAssertion() : null;
      const optionsJSON = await passkeyCall<PublicKeyCredentialCreationOptionsJSON>(
        "POST",
        "/api/auth/passkeys/options",
        { password: fields.get("password"), code: fields.get("code") ?? "", assertion },
      );
      const { startRegistration } = await loadWebAuthn();
      const credential = await startRegistration({ optionsJSON });
      const answer = await passkeyCall<{ message: string }>("POST", "/api/auth/passkeys", {
        credential,
        name: fields.get("name"),
      });
      setOpen(false);
      setEmailCode(false);
      setOutcome({ kind: "success", message: answer.message });
      revalidator.revalidate();
    } catch (error) {
      if (error instanceof PasskeyRefusal && error.error === "email_code_sent") setEmailCode(true);
      const message = passkeyFailureMessage(error, {
        cancelled: t("passkeys.settings.cancelled"),
        failed: t("passkeys.errors.failed"),
      });
      setOutcome({ kind: "error", message });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className="passkeys__add">
        {alert}
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("passkeys.settings.addTitle")}
        </button>
      </div>
    );
  }
  return (
    <form className="passkeys__add" onSubmit={add}>
      <h4>{t("passkeys.settings.addTitle")}</h4>
      <p>{t("passkeys.settings.addIntro")}</p>
      {alert}
      <Field
        name="name"
        label={t("passkeys.settings.nameLabel")}
        placeholder={t("passkeys.settings.namePlaceholder")}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        required
        autoComplete="off"
      />
      <PasswordField
        name="password"
        label={t("passkeys.settings.passwordLabel")}
        autoComplete="current-password"
        required
      />
      {twoFactorOn ? <AuthenticatorCodeField /> : null}
      {emailCode ? <EmailedCodeField name="code" required /> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t("passkeys.settings.adding") : t("passkeys.settings.add")}
      </button>
    </form>
  );
}
