import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";

export type ToastKind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
  link?: ToastLink;
}
/** A page the toast's message leads to ("View cart"). */
interface ToastLink {
  to: string;
  label: string;
}
type ShowToast = (message: string, options?: { kind?: ToastKind; durationMs?: number; link?: ToastLink }) => void;

/** Spec section 2: a toast closes by itself after 3 seconds unless told otherwise. */
const DEFAULT_TOAST_MS = 3_000;
/** A toast with a link stays long enough to reach the link from the keyboard. */
const TOAST_WITH_LINK_MS = 8_000;

const ToastContext = createContext<ShowToast>(() => {});

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>((message, options) => {
    const toast = {
      id: Date.now() + Math.random(),
      message,
      kind: options?.kind ?? "success",
      durationMs: options?.durationMs ?? (options?.link ? TOAST_WITH_LINK_MS : DEFAULT_TOAST_MS),
      link: options?.link,
    };
    setToasts((all) => [...all, toast]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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
