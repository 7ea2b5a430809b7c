// The auth modal (views login, register, forgot-password, email-not-verified) and the
// login-required dialog, opened from anywhere through `useAuthModal()`.
import { useNavigate } from "@remix-run/react";
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { Dialog } from "~/components/dialog";
import { useToast } from "~/components/toast";
import { lazyWithTexts } from "~/i18n/lazy-texts";
import { useTranslation } from "~/i18n/use-translation";

// The forms and their texts load when the modal first opens, not with every page.
const AuthModalViews = lazyWithTexts(["auth"], () => import("./auth-modal-views"));

export type AuthView = "login" | "register" | "forgot-password" | "email-not-verified";

export interface AuthModalOptions {
  /** The view to open on; "login" by default. */
  view?: AuthView;
  /** Runs once the visitor has signed in through the modal (e.g. to carry on adding to the cart). */
  onSignedIn?: () => void;
  /**
   * Where a visitor who signs up instead comes back to from the verification email: this page
   * by default; a page may add what was typed (the game page adds the nickname).
   */
  returnTo?: string;
}

export interface AuthModalApi {
  /** Opens the auth modal. */
  open: (options?: AuthModalOptions) => void;
  /**
   * Asks first ("you need to be signed in", Cancel / Log in); Log in opens the modal. `message`
   * says what needs the sign-in (adding to the cart, the chat) instead of the cart's default text.
   */
  requireLogin: (options?: Pick<AuthModalOptions, "onSignedIn" | "returnTo"> & { message?: string }) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalApi>({ open: () => {}, requireLogin: () => {}, close: () => {} });

/** Opens the sign-in modal or the login-required dialog from any component of the shell. */
export function useAuthModal(): AuthModalApi {
  return useContext(AuthModalContext);
}

type Shown = { view: AuthView | "login-required"; email?: string; message?: string } | null;

/** The page being looked at, as a same-site path. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const titles: Record<AuthView, string> = {
  login: "auth.login.title",
  register: "auth.register.title",
  "forgot-password": "auth.forgot.title",
  "email-not-verified": "auth.notVerified.title",
};

export function AuthModalProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(null);
  const onSignedIn = useRef<(() => void) | undefined>(undefined);
  const returnTo = useRef<string | undefined>(undefined);

  const close = useCallback(() => setShown(null), []);
  const api = useMemo<AuthModalApi>(
    () => ({
      open: (options) => {
        onSignedIn.current = options?.onSignedIn;
        returnTo.current = options?.returnTo;
        setShown({ view: options?.view ?? "login" });
      },
      requireLogin: (options) => {
        onSignedIn.current = options?.onSignedIn;
        returnTo.current = options?.returnTo;
        setShown({ view: "login-required", message: options?.message });
      },
      close,
    }),
    [close],
  );

  const show = (view: AuthView, email?: string) => setShown({ view, email });
  const view = shown?.view === "login-required" ? null : (shown?.view ?? null);

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <Dialog
        open={view !== null}
        onClose={close}
        title={t(titles[view ?? "login"])}
        closeLabel={t("auth.modal.close")}
        className="auth-modal"
      >
        {view ? (
          <Suspense fallback={<p className="auth-modal__loading">{t("auth.modal.loading")}</p>}>
            <AuthModalViews
              view={view}
              email={shown?.email}
              show={show}
              returnTo={returnTo.current ?? currentPath()}
              onSignedIn={(message, user) => {
                toast(message);
                close();
                if (onSignedIn.current) onSignedIn.current();
                // Nothing to carry on with: an admin's work starts on the dashboard.
                else if (user.isAdmin) navigate("/admin");
              }}
              onAlreadySignedIn={(message) => {
                toast(message, { kind: "info" });
                close();
              }}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog
        open={shown?.view === "login-required"}
        onClose={close}
        title={t("auth.modal.loginRequiredTitle")}
        role="alertdialog"
      >
        <p>{shown?.message ?? t("auth.modal.loginRequiredText")}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t("auth.modal.cancel")}
          </button>
          <button type="button" className="button" onClick={() => show("login")}>
            {t("auth.modal.logIn")}
          </button>
        </div>
      </Dialog>
    </AuthModalContext.Provider>
  );
}
