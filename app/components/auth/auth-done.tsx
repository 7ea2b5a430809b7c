import { Link } from "@remix-run/react";
import { FormAlert } from "~/components/form/form-alert";

interface AuthDoneProps {
  title: string;
  message: string;
  backLabel: string;
  /** In the modal, back to its login view; on a page, a link to /login. */
  onBackToLogin?: () => void;
}

/** What replaces a form once it has done its job: what happened, and the way back to sign in. */
export function AuthDone({ title, message, backLabel, onBackToLogin }: AuthDoneProps) {
  return (
    <div className="auth-form auth-form--done">
      <h2 className="auth-form__title">{title}</h2>
      <FormAlert kind="success">{message}</FormAlert>
      <BackToLogin label={backLabel} onBackToLogin={onBackToLogin} className="button" />
    </div>
  );
}

/** The way back to sign in: the modal's login view, or the /login page (a quiet link unless styled). */
export function BackToLogin({
  label,
  onBackToLogin,
  className = "auth-form__back",
}: {
  label: string;
  onBackToLogin?: () => void;
  className?: string;
}) {
  return onBackToLogin ? (
    <button type="button" className={`link-button ${className}`} onClick={onBackToLogin}>
      {label}
    </button>
  ) : (
    <Link to="/login" className={className}>
      {label}
    </Link>
  );
}
