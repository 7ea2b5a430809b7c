import { useId } from "react";

/**
 * A labelled select for list filters and forms. `allLabel` (a filter's "all") or `placeholder` (a
 * form's "choose one") adds a first choice whose value is "".
 */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  allLabel,
  placeholder,
  errors = [],
}: {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string;
  allLabel?: string;
  placeholder?: string;
  errors?: string[];
}) {
  const id = useId();
  const emptyLabel = allLabel ?? placeholder;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
