// The auth modal (views login, register, forgot-password, email-not-verified) and the
// login-required dialog, opened from anywhere through `useAuthModal()`.
import { useNavigate } from "@remix-run/react";
import { createContext, Suspense, startTransition, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useToast } from "~/components/toast";
import { lazyWithTexts } from "~/i18n/lazy-texts";
import { useTranslation } from "~/i18n/use-translation";

// The dialogs, their forms and their texts load when one first opens, not with every page.
const AuthDialogs = lazyWithTexts(["authDialogs"], () => import("./auth-dialogs"));

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

export type AuthModalShown = { view: AuthView | "login-required"; email?: string; message?: string } | null;

/** The page being looked at, as a same-site path. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function AuthModalProvider({ children }: { children: React.ReactNode }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [shown, setShown] = useState<AuthModalShown>(null);
  // Mounted from the first opening on, so that closing runs the dialogs' own closing steps.
  const [used, setUsed] = useState(false);
  const onSignedIn = useRef<(() => void) | undefined>(undefined);
  const returnTo = useRef<string | undefined>(undefined);

  // A transition (issue 30: on a slow phone, a response to the tap within 200 ms): React draws the
  // dialog in slices, so the browser paints the tapped control pressed first, not only once the whole
  // dialog has been drawn in the tap's own task. With the dialogs' code and texts here (fetched once
  // the page has hydrated, user-menu.tsx), the dialog opens with the email field focused a few frames
  // later; without them, the boundary's fallback says "Opening sign-in…" while their code comes.
  // Only this provider's state changes, above an unchanged `children`: no part of the page still
  // waiting for its code is reached (decision 030).
  const show = useCallback((next: AuthModalShown) => {
    startTransition(() => {
      setShown(next);
      setUsed(true);
    });
  }, []);
  const close = useCallback(() => setShown(null), []);
  const api = useMemo<AuthModalApi>(
    () => ({
      open: (options) => {
        onSignedIn.current = options?.onSignedIn;
        returnTo.current = options?.returnTo;
        show({ view: options?.view ?? "login" });
      },
      requireLogin: (options) => {
        onSignedIn.current = options?.onSignedIn;
        returnTo.current = options?.returnTo;
        show({ view: "login-required", message: options?.message });
      },
      close,
    }),
    [close, show],
  );

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {/* Not in the server's HTML: a boundary there would still be waiting to hydrate when a tap
          comes, and React throws away such a boundary when an update reaches it (React error #421). */}
      {used ? (
        <Suspense fallback={shown ? <OpeningSignIn /> : null}>
          <AuthDialogs
            shown={shown}
            show={(view, email) => setShown({ view, email })}
            close={close}
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
    </AuthModalContext.Provider>
  );
}

function OpeningSignIn() {
  const { t } = useTranslation();
  return (
    <p className="auth-opening" role="status">
      {t("header.loginOpening")}
    </p>
  );
}

/** Fetches the dialogs' code and texts ahead, when a visitor points at a way to sign in. */
export const preloadAuthDialogs = AuthDialogs.preload;
