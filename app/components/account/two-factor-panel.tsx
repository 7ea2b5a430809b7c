import { type FetcherWithComponents, useFetcher } from "@remix-run/react";
import type { EnrolmentBody } from "@shared/auth/two-factor-schemas";
import { disableTwoFactorSchema, enableTwoFactorSchema } from "@shared/auth/two-factor-schemas";
import { type FormEvent, useState } from "react";
import { AuthenticatorCodeField } from "~/components/auth/authenticator-code-field";
import { EmailedCodeField } from "~/components/auth/emailed-code-field";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { existingPasskeyAssertion, passkeyFailureMessage } from "~/components/passkeys/passkey-client";
import { useTranslation } from "~/i18n/use-translation";
import type { ErrorBody } from "~/lib/error-body";
import { isErrorBody } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";

type EnableBody = { recovery_codes: string[] } | ErrorBody;
const ENABLE_FETCHER = "two-factor-enable";

interface TwoFactorPanelProps {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** An admin in production who must enrol before the admin area opens. */
  required: boolean;
  /** An admin account with a passkey: turning the app on is confirmed with one of its passkeys. */
  confirmWithPasskey: boolean;
  /** The enrolment started and not confirmed yet (its secret kept by the store), shown again after a reload. */
  pending: EnrolmentBody | null;
}

/** Settings → Security: turn two-factor sign-in on (QR code, first code, recovery codes) or off. */
export function TwoFactorPanel({
  enabled,
  recoveryCodesLeft,
  required,
  confirmWithPasskey,
  pending,
}: TwoFactorPanelProps) {
  const { t } = useTranslation();
  // The page reloads its data as soon as the second factor is on; the codes come from the answer,
  // shared with the enrolment form through the fetcher's key, and stay up until dismissed.
  const enable = useFetcher<EnableBody>({ key: ENABLE_FETCHER });
  const [dismissed, setDismissed] = useState<unknown>(null);
  const answer = enable.data;
  const recoveryCodes = answer && !isErrorBody(answer) && dismissed !== answer ? answer.recovery_codes : null;
  return (
    <div className="two-factor">
      <p className="settings__intro">{t("twoFactor.settings.intro")}</p>
      {required ? <FormAlert kind="error">{t("twoFactor.settings.adminRequired")}</FormAlert> : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setDismissed(answer)} />
      ) : enabled ? (
        <>
          <p role="status">
            <strong>{t("twoFactor.settings.statusOn")}</strong>{" "}
            {t("twoFactor.settings.recoveryLeft", { left: recoveryCodesLeft })}
          </p>
          <DisableForm />
        </>
      ) : (
        <>
          <p role="status">{t("twoFactor.settings.statusOff")}</p>
          <Enrolment confirmWithPasskey={confirmWithPasskey} pending={pending} />
        </>
      )}
    </div>
  );
}

function Enrolment({ confirmWithPasskey, pending }: { confirmWithPasskey: boolean; pending: EnrolmentBody | null }) {
  const { t } = useTranslation();
  const setup = useFetcher<EnrolmentBody | ErrorBody>();
  const enable = useFetcher<EnableBody>({ key: ENABLE_FETCHER });
  const checked = useCheckedForm(enableTwoFactorSchema, enable.data);
  const enrolment = setup.data && !isErrorBody(setup.data) ? setup.data : pending;
  // An admin with no factor yet: the store emailed a code once asked; its field stays from then on.
  const [emailCodeAsked, setEmailCodeAsked] = useState(false);
  if (!emailCodeAsked && checked.fieldErrors.email_code) setEmailCodeAsked(true);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);

  // An admin with a passkey proves it first; its assertion goes with the form, as JSON.
  async function confirmThenSend(event: FormEvent<HTMLFormElement>) {
    checked.onSubmit(event);
    if (!confirmWithPasskey || event.defaultPrevented) return;
    event.preventDefault();
    const form = event.currentTarget;
    setPasskeyFailure(null);
    try {
      const assertion = await existingPasskeyAssertion();
      const fields = new FormData(form);
      fields.set("assertion", JSON.stringify(assertion));
      enable.submit(fields, { method: "post" });
    } catch (error) {
      const texts = { cancelled: t("passkeys.settings.cancelled"), failed: t("passkeys.errors.failed") };
      setPasskeyFailure(passkeyFailureMessage(error, texts));
    }
  }

  if (!enrolment) {
    return (
      <PanelForm
        fetcher={setup}
        intent="2fa-setup"
        button={{ label: t("twoFactor.settings.start"), busyLabel: t("twoFactor.settings.starting") }}
      >
        {setup.data && isErrorBody(setup.data) ? <FormAlert kind="error">{setup.data.message}</FormAlert> : null}
      </PanelForm>
    );
  }
  return (
    <>
      <PanelForm
        fetcher={enable}
        intent="2fa-enable"
        checked={{ ...checked, onSubmit: confirmThenSend }}
        button={{ label: t("twoFactor.settings.confirm"), busyLabel: t("twoFactor.settings.confirming") }}
      >
        {passkeyFailure ? <FormAlert kind="error">{passkeyFailure}</FormAlert> : null}
        <p>{t("twoFactor.settings.scan")}</p>
        <svg
          className="two-factor__qr"
          role="img"
          aria-label={t("twoFactor.settings.qrLabel")}
          viewBox={`0 0 ${enrolment.qr.size} ${enrolment.qr.size}`}
          width={enrolment.qr.size * 5}
          height={enrolment.qr.size * 5}
          shapeRendering="crispEdges"
        >
          <rect width="100%" height="100%" fill="#fff" />
          <path d={enrolment.qr.path} fill="#000" />
        </svg>
        <p>
          {t("twoFactor.settings.manual")} <code className="two-factor__secret">{enrolment.secret}</code>
        </p>
        <PasswordCheck checked={checked} />
        <AuthenticatorCodeField errors={checked.fieldErrors.code} />
        {emailCodeAsked ? <EmailedCodeField name="email_code" errors={checked.fieldErrors.email_code} /> : null}
        {checked.fieldErrors.assertion ? <FormAlert kind="error">{checked.fieldErrors.assertion}</FormAlert> : null}
      </PanelForm>
      <PanelForm
        fetcher={setup}
        intent="2fa-restart"
        button={{
          label: t("twoFactor.settings.startOver"),
          busyLabel: t("twoFactor.settings.startingOver"),
          className: "button button--ghost",
        }}
      >
        <p className="field__hint">{t("twoFactor.settings.startOverHint")}</p>
      </PanelForm>
    </>
  );
}

/**
 * The fresh codes with ways to keep them: copied to the clipboard, or downloaded as a text file.
 * The file is a data: link made from the codes on the page, so it downloads without JavaScript and
 * the store never keeps the codes anywhere it could hand them out again (only their hashes).
 */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const file = [t("twoFactor.settings.recoveryFileTitle"), "", ...codes, ""].join("\n");
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <section className="two-factor__recovery" aria-labelledby="recovery-codes-title">
      <FormAlert kind="success">{t("twoFactor.enabled")}</FormAlert>
      <h3 id="recovery-codes-title">{t("twoFactor.settings.recoveryTitle")}</h3>
      <p>{t("twoFactor.settings.recoveryIntro")}</p>
      <ol className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__keep">
        <button type="button" className="button button--ghost" onClick={copy}>
          {t("twoFactor.settings.recoveryCopy")}
        </button>
        <a
          className="button button--ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={t("twoFactor.settings.recoveryFileName")}
        >
          {t("twoFactor.settings.recoveryDownload")}
        </a>
      </div>
      <p role="status" className="field__hint">
        {copied === "copied" ? t("twoFactor.settings.recoveryCopied") : null}
        {copied === "failed" ? t("twoFactor.settings.recoveryCopyFailed") : null}
      </p>
      <button type="button" className="button" onClick={onDone}>
        {t("twoFactor.settings.recoveryDone")}
      </button>
    </section>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ message: string } | ErrorBody>();
  const checked = useCheckedForm(disableTwoFactorSchema, fetcher.data);
  return (
    <PanelForm
      fetcher={fetcher}
      intent="2fa-disable"
      checked={checked}
      button={{
        label: t("twoFactor.settings.disable"),
        busyLabel: t("twoFactor.settings.disabling"),
        className: "button button--ghost",
      }}
    >
      <h3>{t("twoFactor.settings.disableTitle")}</h3>
      <p>{t("twoFactor.settings.disableIntro")}</p>
      <PasswordCheck checked={checked} />
      <Field
        name="code"
        label={t("twoFactor.settings.codeLabel")}
        autoComplete="one-time-code"
        errors={checked.fieldErrors.code}
      />
    </PanelForm>
  );
}

type CheckedForm = ReturnType<typeof useCheckedForm>;

/**
 * One of the panel's forms: its intent, its fields, then its button, busy while the form is sent. A
 * `checked` form is checked in the browser before it is sent (useCheckedForm).
 */
function PanelForm({
  fetcher,
  intent,
  checked,
  button,
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  intent: string;
  checked?: CheckedForm;
  button: { label: string; busyLabel: string; className?: string };
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form
      ref={checked?.ref}
      method="post"
      className="auth-form"
      noValidate={checked ? true : undefined}
      onSubmit={checked?.onSubmit}
      onInput={checked?.onInput}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
      <SubmitButton
        className={button.className}
        busy={fetcher.state !== "idle"}
        label={button.label}
        busyLabel={button.busyLabel}
      />
    </fetcher.Form>
  );
}

/** Why the change was refused, then the account's current password, which turning it on or off asks for. */
function PasswordCheck({ checked }: { checked: CheckedForm }) {
  const { t } = useTranslation();
  return (
    <>
      {checked.formError ? <FormAlert kind="error">{checked.formError}</FormAlert> : null}
      <PasswordField
        name="password"
        label={t("twoFactor.settings.passwordLabel")}
        autoComplete="current-password"
        errors={checked.fieldErrors.password}
      />
    </>
  );
}
