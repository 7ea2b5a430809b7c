import { useId } from "react";
import { describedControl, FieldFrame } from "~/components/form/field";

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
    <FieldFrame id={id} label={label} errors={errors}>
      <select name={name} defaultValue={defaultValue} {...describedControl(id, undefined, errors)}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
