import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Every buy and add-to-cart button on the game page submits this one form (through the button's
 * `form` attribute), so the required nickname is enforced by the browser even without JavaScript.
 * Until the cart exists, buying means signing in first and coming back to `redirectTo`.
 */
export const PURCHASE_FORM_ID = "purchase-form";

export function PurchaseForm({
  redirectTo,
  onNicknameChange,
  nicknameMissing,
}: {
  redirectTo: string;
  onNicknameChange: (nickname: string) => void;
  nicknameMissing: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the page hydrated is not lost.
  useEffect(() => {
    if (input.current?.value) onNicknameChange(input.current.value);
  }, [onNicknameChange]);
  return (
    <form id={PURCHASE_FORM_ID} method="get" action="/login" className="nickname-field">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor="nickname">
        {t("catalogue.game.nickname")} <span aria-hidden="true">*</span>
      </label>
      {/* No name: the nickname is not sent anywhere yet, only required before buying. */}
      <input
        ref={input}
        id="nickname"
        type="text"
        required
        pattern=".*\S.*"
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("catalogue.game.nicknamePlaceholder")}
        aria-describedby="nickname-help"
        onChange={(event) => onNicknameChange(event.target.value)}
      />
      <p id="nickname-help" className={nicknameMissing ? "field-hint field-hint--warning" : "field-hint"}>
        {t(nicknameMissing ? "catalogue.game.nicknameMissing" : "catalogue.game.nicknameHelp")}
      </p>
    </form>
  );
}

/** A buy button: disabled and labelled "nickname required" while the nickname is empty (spec section 4). */
export function BuyButton({ label, nicknameMissing }: { label: string; nicknameMissing: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" form={PURCHASE_FORM_ID} className="button buy-button" disabled={nicknameMissing}>
      {nicknameMissing ? t("catalogue.game.nicknameRequired") : label}
    </button>
  );
}
