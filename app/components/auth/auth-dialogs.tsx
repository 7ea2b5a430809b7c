// The auth modal's dialog (its views: login, register, forgot password, email not verified) and
// the login-required dialog, loaded when one of them first opens (see auth-modal.tsx).
import { Dialog } from "~/components/dialog";
import { useTranslation } from "~/i18n/use-translation";
import { focusAccountMenuNext } from "~/lib/focus-after-sign-in";
import type { AuthModalShown, AuthView } from "./auth-modal";
import AuthModalViews from "./auth-modal-views";
import type { SignedInUser } from "./login-form";

const titles: Record<AuthView, string> = {
  login: "auth.login.title",
  register: "auth.register.title",
  "forgot-password": "auth.forgot.title",
  "email-not-verified": "auth.notVerified.title",
};

interface AuthDialogsProps {
  shown: AuthModalShown;
  show: (view: AuthView, email?: string) => void;
  close: () => void;
  /** Where a new account's verification link brings the visitor back to. */
  returnTo: string;
  onSignedIn: (message: string, user: SignedInUser) => void;
  onAlreadySignedIn: (message: string) => void;
}

export default function AuthDialogs({ shown, show, close, returnTo, onSignedIn, onAlreadySignedIn }: AuthDialogsProps) {
  const { t } = useTranslation();
  const view = shown?.view === "login-required" ? null : (shown?.view ?? null);
  return (
    <>
      <Dialog
        open={view !== null}
        onClose={close}
        title={t(titles[view ?? "login"])}
        closeLabel={t("auth.modal.close")}
        className="auth-modal"
      >
        {view ? (
          <AuthModalViews
            view={view}
            email={shown?.email}
            show={show}
            returnTo={returnTo}
            onSignedIn={(message, user) => {
              // Here rather than in the shell: the code of what follows a sign-in comes with the dialogs'.
              focusAccountMenuNext();
              onSignedIn(message, user);
            }}
            onAlreadySignedIn={onAlreadySignedIn}
          />
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
    </>
  );
}
