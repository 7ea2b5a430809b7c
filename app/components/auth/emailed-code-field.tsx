import { Field, type FieldProps } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** The 8-digit code the store emails an admin who adds a first factor (a passkey or the authenticator app). */
export function EmailedCodeField(props: Omit<FieldProps, "label">) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("passkeys.settings.emailCodeLabel")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      {...props}
    />
  );
}
