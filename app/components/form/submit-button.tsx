import { useHydrated } from "~/lib/use-hydrated";

interface SubmitButtonProps {
  /** The request is on its way: the button says so (`busyLabel`) and cannot be pressed twice. */
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
}

/** A form's submit button: disabled until the page is hydrated, and while its request runs. */
export function SubmitButton({ busy, label, busyLabel, disabled = false, className = "button" }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={!hydrated || busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
