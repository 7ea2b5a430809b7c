import { forwardRef } from "react";
import { Field, type FieldProps } from "~/components/form/field";
import { useTranslation } from "~/i18n/use-translation";

/** The account forms' email input (name "email", as the API calls it); autocomplete "email" unless told. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, "name" | "type" | "label">>(
  function EmailField(props, ref) {
    const { t } = useTranslation();
    return (
      <Field
        ref={ref}
        name="email"
        type="email"
        label={t("auth.fields.email")}
        autoComplete="email"
        required
        {...props}
      />
    );
  },
);
