import { NavLink } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { preloadAuthDialogs, useAuthModal } from "~/components/auth/auth-modal";
import { preloadCartDrawer, useCartDrawer } from "~/components/cart/cart-drawer";
import { useTranslation } from "~/i18n/use-translation";
import { badgeText, useCartCount } from "~/lib/cart-count";
import { useInStoreLinks } from "~/lib/in-store-links";
import { useSessionUser } from "~/lib/session-user";
import { CurrencySwitch } from "./currency-switch";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { UserMenu } from "./user-menu";

const navItems = [
  { to: "/", key: "nav.home", end: true },
  { to: "/games", key: "nav.games", end: false },
  { to: "/sobre", key: "nav.about", end: false },
  { to: "/contato", key: "nav.contact", end: false },
] as const;

export function Header() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { requireLogin } = useAuthModal();
  const cart = useCartDrawer();
  const cartCount = useCartCount();
  const followInStore = useInStoreLinks();
  const header = useRef<HTMLElement>(null);
  // The phone's folding header: its code comes after the first load (it only reacts to scrolling).
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    import("./collapse-on-scroll").then(
      ({ collapseOnScroll }) => {
        if (!unmounted) stop = collapseOnScroll(element);
      },
      // Offline: the header simply stays unfolded.
      () => {},
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return (
    <header ref={header} className="site-header">
      <div className="site-header__inner">
        <a href="/" data-discover="true" className="brand" aria-label={t("meta.siteName")} onClick={followInStore}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{t("meta.siteName")}</span>
        </a>
        <nav aria-label={t("nav.mainNavigation")} className="site-nav">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} prefetch="intent">
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        <div className="header-actions">
          <LanguageSwitch />
          <CurrencySwitch />
          {/* A link to /cart without JavaScript; with it, the drawer for a shopper and the
              login-required dialog (Cancel / Log in) for a visitor. */}
          <a
            href="/cart"
            className="icon-button"
            aria-label={t("header.cartWithCount", { count: cartCount })}
            title={t("header.cartWithCount", { count: cartCount })}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              if (user) cart.open();
              else requireLogin();
            }}
            // The drawer's (or the sign-in dialog's) code as soon as the shopper shows interest.
            onPointerEnter={user ? preloadCartDrawer : preloadAuthDialogs}
            onFocus={user ? preloadCartDrawer : preloadAuthDialogs}
          >
            <CartIcon />
            {cartCount > 0 ? (
              <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
                {badgeText(cartCount)}
              </span>
            ) : null}
          </a>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
    </svg>
  );
}
