import { forwardRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Field, type FieldProps } from "./field";

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, "type" | "trailing">>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <Field
        {...props}
        ref={ref}
        type={visible ? "text" : "password"}
        trailing={
          <button
            type="button"
            className="field__toggle"
            aria-label={t("auth.fields.showPassword")}
            aria-pressed={visible}
            title={t(visible ? "auth.fields.hidePassword" : "auth.fields.showPassword")}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        }
      />
    );
  },
);

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
