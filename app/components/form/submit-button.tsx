import { useHydrated } from "~/lib/use-hydrated";

interface SubmitButtonProps {
  /** The request is on its way: the button says so (`busyLabel`) and cannot be pressed twice. */
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
  /** The form's route shows its own answer (useActionData): before the script runs it posts as a page. */
  postsWithoutScript?: boolean;
}

/**
 * A form's submit button: disabled until the page is hydrated (unless the form works without it), and
 * while its request runs or `disabled` says so. Once the script runs, "disabled" is said
 * (aria-disabled) and kept by refusing the press, not by the attribute: a button the browser
 * disables loses the focus to the page, so the person pressing Save would find the focus nowhere,
 * and a dialog opened by the answer would give it back to nowhere when it closes.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  className = "button",
  postsWithoutScript = false,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  const refused = busy || disabled;
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated && (!postsWithoutScript || refused)}
      aria-disabled={(hydrated && refused) || undefined}
      aria-busy={busy}
      onClick={(event) => {
        if (refused) event.preventDefault();
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
