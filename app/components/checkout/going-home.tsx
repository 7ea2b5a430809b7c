// After a card payment the spec sends the shopper home after 3 s (section 4). The page says so, counts
// down in words, and stops for good at the shopper's first move (a key, a tap, "Stay on this page"),
// so whoever is still reading, or reaching for the order's link, is never taken away from it. The
// count runs only while the page is in view; without JavaScript the page simply stays.
import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

/** Spec section 9: "checkout success redirect 3000 ms". */
const HOME_AFTER_SECONDS = 3;

export function GoingHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(HOME_AFTER_SECONDS);
  const [stayed, setStayed] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    if (stayed) return;
    const stay = () => setStayed(true);
    window.addEventListener("keydown", stay, { once: true });
    window.addEventListener("pointerdown", stay, { once: true });
    return () => {
      window.removeEventListener("keydown", stay);
      window.removeEventListener("pointerdown", stay);
    };
  }, [stayed]);

  useEffect(() => {
    if (stayed || !hydrated) return;
    if (left <= 0) {
      navigate("/");
      return;
    }
    const timer = setTimeout(() => {
      if (!document.hidden) setLeft((seconds) => seconds - 1);
    }, 1_000);
    return () => clearTimeout(timer);
  }, [left, stayed, hydrated, navigate]);

  // The server's HTML has no count: without the page's code nothing would go home.
  if (stayed || !hydrated) return null;
  return (
    <p className="checkout-result__going-home" data-testid="going-home">
      <span>{t("successPage.goingHome", { count: Math.max(left, 1) })}</span>{" "}
      <button type="button" className="button button--ghost button--small" onClick={() => setStayed(true)}>
        {t("successPage.stayHere")}
      </button>
    </p>
  );
}
