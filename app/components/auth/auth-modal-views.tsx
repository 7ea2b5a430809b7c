// The views of the auth modal (see auth-dialogs.tsx).
import type { AuthView } from "./auth-modal";
import { EmailNotVerified } from "./email-not-verified";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm, type SignedInUser } from "./login-form";
import { RegisterForm } from "./register-form";

interface AuthModalViewsProps {
  view: AuthView;
  /** The email the email-not-verified view offers to send a new link to. */
  email?: string;
  show: (view: AuthView, email?: string) => void;
  /** Where a new account's verification link brings the visitor back to. */
  returnTo: string;
  onSignedIn: (message: string, user: SignedInUser) => void;
  onAlreadySignedIn: (message: string) => void;
}

export default function AuthModalViews({
  view,
  email,
  show,
  returnTo,
  onSignedIn,
  onAlreadySignedIn,
}: AuthModalViewsProps) {
  const backToLogin = () => show("login");
  switch (view) {
    case "login":
      return (
        <LoginForm
          onSignedIn={onSignedIn}
          onAlreadySignedIn={onAlreadySignedIn}
          onEmailNotVerified={(address) => show("email-not-verified", address)}
          onForgotPassword={() => show("forgot-password")}
          onRegister={() => show("register")}
        />
      );
    case "register":
      return <RegisterForm withConfirmation onBackToLogin={backToLogin} returnTo={returnTo} />;
    case "forgot-password":
      return <ForgotPasswordForm onBackToLogin={backToLogin} />;
    case "email-not-verified":
      return <EmailNotVerified email={email} onBackToLogin={backToLogin} />;
  }
}
