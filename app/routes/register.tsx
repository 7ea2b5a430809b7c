import { useLoaderData, useSearchParams } from "@remix-run/react";
import { safeRedirectPath } from "@shared/safe-redirect";
import type { loader } from "@workers/accounts/http/register-page.server";
import { AlreadySignedIn } from "~/components/auth/already-signed-in";
import { AuthPage } from "~/components/auth/auth-page";
import { RegisterForm } from "~/components/auth/register-form";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";

export { action, loader } from "@workers/accounts/http/register-page.server";
export const meta = privatePageMeta;

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

export default function RegisterPage() {
  const { alreadySignedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (alreadySignedIn) return <AlreadySignedIn />;
  return (
    <AuthPage title={t("auth.register.title")} backHome>
      <RegisterForm returnTo={safeRedirectPath(searchParams.get("redirectTo"), "") || undefined} />
    </AuthPage>
  );
}
