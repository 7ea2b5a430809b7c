import { useFetcher } from "@remix-run/react";
import { profileSchema } from "@shared/auth/schemas";
import { phoneDigits } from "@shared/person-fields";
import type { Profile, ProfileUpdate } from "@workers/accounts/users";
import { useEffect, useState } from "react";
import { AccountField } from "~/components/auth/account-fields";
import { Dialog } from "~/components/dialog";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/use-translation";
import type { ErrorBody } from "~/lib/error-body";
import { useCheckedForm } from "~/lib/forms";
import { useInputValue } from "~/lib/use-input-value";

/** Spec section 9: the profile success dialog shows for 5 s (it has an OK button to close it sooner). */
const SAVED_DIALOG_MS = 5_000;

function savedMessageKey({ name, phone }: ProfileUpdate["changed"]) {
  if (name && phone) return "account.profile.savedBoth";
  if (name) return "account.profile.savedName";
  if (phone) return "account.profile.savedPhone";
  return "account.profile.savedGeneral";
}

/** Name and phone (digits only). Save is enabled only when something changed; Cancel restores. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ProfileUpdate | ErrorBody>();
  const { onSubmit, fieldErrors, formError } = useCheckedForm(profileSchema, fetcher.data);
  const name = useInputValue(profile.name);
  const phone = useInputValue(profile.phone);
  const [savedDialog, setSavedDialog] = useState<string | null>(null);
  const changed = name.value !== profile.name || phone.value !== profile.phone;
  const saving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data && "changed" in fetcher.data) setSavedDialog(savedMessageKey(fetcher.data.changed));
  }, [fetcher.data]);

  useEffect(() => {
    if (!savedDialog) return;
    const timer = setTimeout(() => setSavedDialog(null), SAVED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [savedDialog]);

  return (
    <>
      <fetcher.Form method="post" noValidate className="auth-form" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="profile" />
        {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
        <AccountField
          field="name"
          ref={name.ref}
          defaultValue={profile.name}
          onChange={name.onChange}
          errors={fieldErrors.nome}
        />
        <AccountField
          field="phone"
          inputMode="numeric"
          ref={phone.ref}
          defaultValue={profile.phone}
          // Digits only, as people type or paste.
          onChange={(event) => phone.set(phoneDigits(event.target.value))}
          errors={fieldErrors.telefone}
        />
        <Field
          type="email"
          label={t("account.profile.emailLabel")}
          hint={t("account.profile.emailHint")}
          value={profile.email}
          readOnly
        />
        <div className="form-actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={!changed || saving}
            onClick={() => {
              name.set(profile.name);
              phone.set(profile.phone);
            }}
          >
            {t("account.profile.cancel")}
          </button>
          <SubmitButton
            busy={saving}
            disabled={!changed}
            label={t("account.profile.save")}
            busyLabel={t("account.profile.saving")}
          />
        </div>
      </fetcher.Form>
      <Dialog
        open={savedDialog !== null}
        onClose={() => setSavedDialog(null)}
        title={t("account.profile.savedTitle")}
        role="alertdialog"
      >
        <p>{savedDialog ? t(savedDialog) : null}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setSavedDialog(null)}>
            {t("account.profile.ok")}
          </button>
        </div>
      </Dialog>
    </>
  );
}
