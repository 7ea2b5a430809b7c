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

/** A form's submit button: disabled until the page is hydrated (unless the form works without it), and while its request runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  className = "button",
  postsWithoutScript = false,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={(!hydrated && !postsWithoutScript) || busy || disabled}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
