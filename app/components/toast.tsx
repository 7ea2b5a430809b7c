import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { whenIdle } from "~/lib/when-idle";

// A toast's look and timer are not part of the page's first load: most visits show none. They are
// fetched once the browser is idle, so that a toast shown later, even offline, never waits for them.
const loadToastView = () => import("./toast-view");
const ToastView = lazy(loadToastView);

export type ToastKind = "success" | "error" | "info";
export interface Toast {
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

/**
 * Spec section 2: a toast closes by itself after 3 seconds unless told otherwise; one with a link
 * too (pointing at it or moving the focus into it holds it: toast-view.tsx).
 */
const DEFAULT_TOAST_MS = 3_000;

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
      durationMs: options?.durationMs ?? DEFAULT_TOAST_MS,
      link: options?.link,
    };
    setToasts((all) => [...all, toast]);
  }, []);
  const value = useMemo(() => show, [show]);
  useEffect(() => {
    whenIdle(() => {
      loadToastView().catch(() => {});
    });
  }, []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </Suspense>
      </div>
    </ToastContext.Provider>
  );
}
