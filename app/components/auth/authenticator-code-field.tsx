import { Field, type FieldProps } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** The six digits of an authenticator app, as phones offer to fill them in (one-time-code). */
export function AuthenticatorCodeField(props: Omit<FieldProps, "label" | "name">) {
  const { t } = useTranslation();
  return (
    <Field
      name="code"
      label={t("twoFactor.signIn.codeLabel")}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      {...props}
    />
  );
}
