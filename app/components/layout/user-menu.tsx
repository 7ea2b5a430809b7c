// The header's account corner: a visitor's "Sign in" button (it opens the auth modal), or the
// signed-in user's menu: Admin panel (admins), My Cart, My Profile, My Orders, Sign out.
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { preloadAuthDialogs, useAuthModal } from "~/components/auth/auth-modal";
import { opensQuickSignIn, QuickSignIn } from "~/components/auth/quick-sign-in";
import { useTranslation } from "~/i18n/use-translation";
import { useSessionUser } from "~/lib/session-user";

// The signed-in user's menu is code a visitor never needs: it comes with the pages of signed-in users.
const AccountMenu = lazy(() => import("./account-menu"));

const QUICK_SIGN_IN = "quick-sign-in";

/** Pages a visitor signs in from: coming back to them after signing in makes no sense. */
const ACCOUNT_PAGES = [
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/staff-invitation",
];

export function UserMenu() {
  const user = useSessionUser();
  if (!user) return <SignInLink />;
  return (
    <Suspense fallback={null}>
      <AccountMenu name={user.name} isAdmin={user.isAdmin} />
    </Suspense>
  );
}

function SignInLink() {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  const location = useLocation();
  // A phone points at nothing before the tap: the dialogs' code and texts come as soon as the page
  // has hydrated, so that the tap opens them at once (not when the browser says it is idle: on a
  // slow phone that came after the page looked loaded, and the tap then waited for them).
  useEffect(preloadAuthDialogs, []);
  const here = new URLSearchParams({ redirectTo: location.pathname + location.search });
  const onAccountPage = ACCOUNT_PAGES.includes(location.pathname);
  const login = onAccountPage ? "/login" : `/login?${here}`;
  return (
    <>
      {/* A real link, so it works where scripts never run; before the page's script it opens the
          quick sign-in, after it the auth modal. */}
      <a
        href={login}
        className="button button--small"
        {...opensQuickSignIn(QUICK_SIGN_IN)}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
      >
        {t("header.login")}
      </a>
      <QuickSignIn id={QUICK_SIGN_IN} action={login} register={onAccountPage ? "/register" : `/register?${here}`} />
    </>
  );
}
