import type { FieldRule } from "@shared/person-fields";
import { useId } from "react";
import { PasswordField } from "~/components/form/password-field";
import type { FieldErrors } from "~/lib/forms";
import { useInputValue } from "~/lib/use-input-value";
import { PasswordChecklist } from "./password-checklist";

interface NewPasswordFieldsProps {
  /** The rules the server checks; the checklist ticks them as the person types. */
  rules: FieldRule[];
  label: string;
  /** Asks for the password a second time (field "confirmPassword") when given. */
  confirmLabel?: string;
  fieldErrors: FieldErrors;
}

/** Choosing a password: the input, its live checklist, and optionally the confirmation. */
export function NewPasswordFields({ rules, label, confirmLabel, fieldErrors }: NewPasswordFieldsProps) {
  const password = useInputValue();
  const checklistId = useId();
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        required
        ref={password.ref}
        onChange={password.onChange}
        aria-describedby={checklistId}
        errors={fieldErrors.password}
      />
      <PasswordChecklist id={checklistId} rules={rules} password={password.value} />
      {confirmLabel ? (
        <PasswordField
          name="confirmPassword"
          label={confirmLabel}
          autoComplete="new-password"
          required
          errors={fieldErrors.confirmPassword}
        />
      ) : null}
    </>
  );
}
