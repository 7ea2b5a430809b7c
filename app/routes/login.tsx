import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { alreadyAuthenticatedBody, signedInBody } from "@workers/http/auth-bodies";
import { logIn } from "@workers/services/auth/login";
import { loginSchema } from "@workers/services/auth/schemas";
import { startSession } from "@workers/services/auth/sessions";
import { useState } from "react";
import { AlreadySignedIn } from "~/components/auth/already-signed-in";
import { AuthPage } from "~/components/auth/auth-page";
import { EmailNotVerified } from "~/components/auth/email-not-verified";
import { LoginForm } from "~/components/auth/login-form";
import { useToast } from "~/components/toast";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { authContextFor, getSessionUser, readForm } from "~/lib/auth.server";
import { keepWorkOnConnectionLoss, unlessConnectionLost } from "~/lib/connection-loss";
import { privatePageMeta } from "~/lib/meta";
import { refusalAsData } from "~/lib/refusals.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, t] = await Promise.all([getSessionUser(request, context), getFixedT(request)]);
  return { alreadySignedIn: user !== null, title: t("auth.login.metaTitle") };
}

export const meta = privatePageMeta;

// Signing in here must not turn this page into the "already signed in" notice before it leaves for
// `redirectTo`; the shell (root) still revalidates and shows the user.
export const shouldRevalidate = unlessConnectionLost(({ formAction, defaultShouldRevalidate }) =>
  formAction === "/login" ? false : defaultShouldRevalidate,
);

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");

/** The same answers as POST /api/auth/login; the auth modal posts here too. */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getFixedT(request);
  if (await getSessionUser(request, context)) return alreadyAuthenticatedBody(t);
  const input = await readForm(request, loginSchema);
  if (!input.ok) return input.response;
  const authContext = await authContextFor(request, context);
  return refusalAsData(request, async () => {
    const account = await logIn(authContext, input.data);
    const cookie = await startSession(request, context.cloudflare.env, account);
    return data(signedInBody(account, t), { headers: { "Set-Cookie": cookie } });
  });
}

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
            toast(message);
            const home = user.isAdmin ? "/admin" : "/";
            navigate(safeRedirectPath(searchParams.get("redirectTo"), home), { replace: true });
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
