import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The frame of the account pages: a centred card with the page title. */
export function AuthPage({
  title,
  children,
  backHome = false,
}: {
  title: string;
  children: React.ReactNode;
  backHome?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="auth-page" aria-labelledby="auth-page-title">
      <div className="auth-card">
        <h1 id="auth-page-title">{title}</h1>
        {children}
        {backHome ? (
          <Link to="/" className="button button--ghost auth-card__home">
            {t("auth.login.backHome")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
