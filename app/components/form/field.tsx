import { forwardRef, useId } from "react";

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** One message per failing rule, shown one per line under the input. */
  errors?: string[];
  hint?: string;
  /** Shown inside the input's box, after it (a show/hide password toggle). */
  trailing?: React.ReactNode;
}

/**
 * What ties a control to the texts around it for screen readers: invalid while it has messages, and
 * described by its hint, any `others` the caller names, then its messages.
 */
export function describedControl(id: string, hint: string | undefined, errors: string[], others?: string) {
  const describedBy = [hint ? `${id}-hint` : null, others, errors.length > 0 ? `${id}-errors` : null]
    .filter(Boolean)
    .join(" ");
  return { id, "aria-invalid": errors.length > 0 || undefined, "aria-describedby": describedBy || undefined };
}

/** A control (input, select, textarea) with its label above it, and its hint and messages under it. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors: string[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error messages wired to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, errors = [], hint, trailing, id: givenId, className, "aria-describedby": describedByOthers, ...input },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const control = <input ref={ref} {...describedControl(id, hint, errors, describedByOthers)} {...input} />;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} className={className}>
      {trailing ? (
        <div className="field__control">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
});
