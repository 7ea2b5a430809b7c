// One toast (see toast.tsx): its message, an optional link, a close button and the countdown bar.
import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Toast } from "./toast";

export default function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
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
      <span className="toast__progress" style={{ animationDuration: `${toast.durationMs}ms` }} aria-hidden="true" />
    </div>
  );
}
