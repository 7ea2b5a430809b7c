// One toast (see toast.tsx): its message, an optional link, a close button and the countdown bar.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Toast } from "./toast";

export default function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  // Held while pointed at or focused (to reach its link), then the full time again (WCAG 2.2.1).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss, held]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only hold the countdown; the link and × are the controls.
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === "error" ? "alert" : "status"}
      data-held={held || undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>
        {toast.message}
        {toast.link ? (
          <>
            {" "}
            <Link to={toast.link.to} className="toast__link">
              {toast.link.label}
            </Link>
          </>
        ) : null}
      </p>
      <button type="button" className="toast__close" onClick={() => onDismiss(toast.id)} aria-label={t("toast.close")}>
        ×
      </button>
      <span
        // A new bar each time the countdown starts again.
        key={String(held)}
        className="toast__progress"
        style={{ animationDuration: `${toast.durationMs}ms` }}
        aria-hidden="true"
      />
    </div>
  );
}
