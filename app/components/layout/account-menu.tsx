// The signed-in user's menu in the header (see user-menu.tsx): Admin panel (admins), My Cart,
// My Profile, My Orders, Sign out.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { SignOutForm } from "~/components/auth/sign-out";
import { useTranslation } from "~/i18n/use-translation";

export default function AccountMenu({ name, isAdmin }: { name: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (a menu link, the back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => setExpanded(false), [location.key]);

  useEffect(() => {
    if (!expanded) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setExpanded(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setExpanded(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [expanded]);

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-label={t("account.menu.open", { name })}
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={() => setExpanded((open) => !open)}
      >
        {/* The initial is drawn by CSS: as text it would be visible words missing from the button's
            name ("S Store Admin" against "Account menu for Store Admin", WCAG 2.5.3). */}
        <span className="user-menu__avatar" aria-hidden="true" data-initial={name.trim().charAt(0).toUpperCase()} />
        <span className="user-menu__name" aria-hidden="true">
          {name}
        </span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!expanded}>
        {isAdmin ? (
          <li>
            <Link to="/admin">{t("account.menu.admin")}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/cart">{t("account.menu.cart")}</Link>
        </li>
        <li>
          <Link to="/settings?section=profile">{t("account.menu.profile")}</Link>
        </li>
        <li>
          <Link to="/orders">{t("account.menu.orders")}</Link>
        </li>
        <li>
          <SignOutForm label={t("account.menu.signOut")} />
        </li>
      </ul>
    </div>
  );
}
