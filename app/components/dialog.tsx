import { useEffect, useId, useRef } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the × button; omit it for dialogs that must be answered with their own buttons. */
  closeLabel?: string;
  /** "alert" for dialogs that ask for a decision or report an outcome. */
  role?: "dialog" | "alertdialog";
  className?: string;
  children: React.ReactNode;
}

const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * The focus back on `opener` when the browser left it nowhere (the page itself): its own return
 * goes to what was focused as the dialog opened only if that can still take it.
 */
function returnFocus(opener: HTMLElement | null) {
  const focused = document.activeElement;
  if (opener?.isConnected && (!focused || focused === document.body)) opener.focus();
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus inside, Escape closes it,
 * and focus returns to what opened it. A click on the backdrop closes it too. The content is only
 * rendered while open.
 */
export function Dialog({ open, onClose, title, closeLabel, role = "dialog", className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The native close event also fires when this component closes the dialog itself (open turned
  // false); only a close the browser did (Escape) is reported to the owner.
  const openNow = useRef(open);
  openNow.current = open;

  // What had the focus as the dialog opened, to give it back however the dialog closes (Escape, ×,
  // its own buttons, or by itself, as the profile's "saved" does after 5 s).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first field rather than ×: the sign-in dialog opens ready to type the email.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current);
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape already closes a native dialog; the click is for the backdrop.
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      onClose={() => {
        if (!openNow.current) return;
        returnFocus(opener.current);
        onClose();
      }}
      onClick={(event) => {
        // The content fills the dialog box, so a click on the dialog element itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="dialog__close" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          ) : null}
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
