import { useId } from "react";
import { describedControl, FieldFrame } from "~/components/form/field";

/** A labelled textarea with its hint and errors wired for screen readers (the textarea twin of Field). */
export function TextAreaField({
  label,
  hint,
  errors = [],
  ...textarea
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; errors?: string[] }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      <textarea {...describedControl(id, hint, errors)} {...textarea} />
    </FieldFrame>
  );
}
