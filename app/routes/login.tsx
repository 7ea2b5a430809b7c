import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { nextAfterSignIn } from "@shared/auth/next-after-sign-in";
import type { loader } from "@workers/accounts/http/login-page.server";
import { useState } from "react";
import { AlreadySignedIn } from "~/components/auth/already-signed-in";
import { AuthPage } from "~/components/auth/auth-page";
import { EmailNotVerified } from "~/components/auth/email-not-verified";
import { LoginForm } from "~/components/auth/login-form";
import { useToast } from "~/components/toast";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { focusAccountMenuNext } from "~/lib/focus-after-sign-in";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export { action, loader } from "@workers/accounts/http/login-page.server";
export const meta = privatePageMeta;

// Signing in here must not turn this page into the "already signed in" notice before it leaves for
// `redirectTo`; the shell (root) still revalidates and shows the user.
export const shouldRevalidate = unlessConnectionLost(({ formAction, currentUrl, defaultShouldRevalidate }) =>
  formAction && new URL(formAction, currentUrl).pathname === "/login" ? false : defaultShouldRevalidate,
);

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable", "login");

export default function LoginPage() {
  const { alreadySignedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  if (alreadySignedIn) return <AlreadySignedIn />;

  return (
    <AuthPage title={t("auth.login.title")} backHome>
      {unverifiedEmail !== null ? (
        <EmailNotVerified email={unverifiedEmail} onBackToLogin={() => setUnverifiedEmail(null)} />
      ) : (
        <LoginForm
          onSignedIn={(message, user) => {
            // The toast stays up on the next page, so there is no need to wait here. Without a
            // page to go back to, an admin lands on the dashboard and a shopper on the home page.
            focusAccountMenuNext();
            toast(message);
            navigate(nextAfterSignIn(searchParams.get("redirectTo"), user), { replace: true });
          }}
          onAlreadySignedIn={(message) => {
            toast(message, { kind: "info" });
            navigate("/", { replace: true });
          }}
          onEmailNotVerified={setUnverifiedEmail}
        />
      )}
    </AuthPage>
  );
}
