import { useId } from "react";

/** A labelled textarea with its hint and errors wired for screen readers (the textarea twin of Field). */
export function TextAreaField({
  label,
  hint,
  errors = [],
  ...textarea
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; errors?: string[] }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-errors` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
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
