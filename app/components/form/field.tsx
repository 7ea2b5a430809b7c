import { forwardRef, useId } from "react";

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** One message per failing rule, shown one per line under the input. */
  errors?: string[];
  hint?: string;
  /** Shown inside the input's box, after it (a show/hide password toggle). */
  trailing?: React.ReactNode;
}

/** A labelled input with its hint and error messages wired to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, errors = [], hint, trailing, id: givenId, className, "aria-describedby": describedByOthers, ...input },
  ref,
) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;
  const describedBy = [hint ? hintId : null, describedByOthers, errors.length > 0 ? errorsId : null]
    .filter(Boolean)
    .join(" ");
  const control = (
    <input
      ref={ref}
      id={id}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {trailing ? (
        <div className="field__control">
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorsId} className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
