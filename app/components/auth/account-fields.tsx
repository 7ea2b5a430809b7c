// The inputs the account forms share (sign-in, registration, profile, email requests): each under the
// name the API calls it, with its label and what it always is, unless the form says otherwise.
import { forwardRef } from "react";
import { Field, type FieldProps } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

const ACCOUNT_FIELDS = {
  email: { name: "email", label: "auth.fields.email", type: "email", autoComplete: "email" },
  name: { name: "nome", label: "auth.fields.name", autoComplete: "name" },
  /** With its hint on the digits wanted. */
  phone: {
    name: "telefone",
    label: "auth.fields.phone",
    hint: "auth.fields.phoneHint",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
  },
} satisfies Record<string, Pick<FieldProps, "name" | "label" | "hint" | "type" | "inputMode" | "autoComplete">>;

type AccountFieldProps = Omit<FieldProps, "name" | "label" | "type"> & { field: keyof typeof ACCOUNT_FIELDS };

/** A required account input (`field`); the form's props (autocomplete, input mode, errors…) come last. */
export const AccountField = forwardRef<HTMLInputElement, AccountFieldProps>(function AccountField(
  { field, ...props },
  ref,
) {
  const { t } = useTranslation();
  const { label, hint, ...fixed }: FieldProps = ACCOUNT_FIELDS[field];
  return <Field ref={ref} label={t(label)} hint={hint ? t(hint) : undefined} required {...fixed} {...props} />;
});
