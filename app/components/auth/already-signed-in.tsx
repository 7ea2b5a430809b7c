import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** /login and /register for someone who is already signed in (spec section 2). */
export function AlreadySignedIn() {
  const { t } = useTranslation();
  return (
    <section className="auth-page" aria-labelledby="already-signed-in-title">
      <div className="auth-card auth-card--notice">
        <h1 id="already-signed-in-title">{t("auth.alreadySignedIn.title")}</h1>
        <p>{t("auth.alreadySignedIn.text")}</p>
        <Link to="/" className="button">
          {t("auth.alreadySignedIn.goHome")}
        </Link>
      </div>
    </section>
  );
}
