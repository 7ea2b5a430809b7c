// Adding to the cart from the game page. Every buy and add-to-cart button submits one form (through
// the button's `form` attribute) that holds the nickname, server and platform; the button adds its
// own item_id or coin_id. Without JavaScript the form posts to the game page's action and the page
// comes back with a confirmation. With it, the add goes through a fetcher, after the checks of
// spec section 4 (sign in, nickname, zero price), and each button shows idle → adding → added,
// then keeps a link to the cart. Buttons that cannot act now are aria-disabled, not disabled: they
// keep the focus of whoever pressed them (issue 21) and stay reachable by Tab to say why.
// One press, one add (issue 46, decision 042): while an add is on its way every buy button ignores
// presses (taps, Enter, Space), and the form carries the press's key, which the server dedupes by and
// which a fresh one replaces once an add went through.
import { Link, useFetcher } from "@remix-run/react";
import { MAX_NICKNAME_LENGTH } from "@shared/cart/limits";
import { readTypedQuantity } from "@shared/cart/quantity";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import type { OfferedMethod } from "@workers/delivery/methods";
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from "react";
import { useAuthModal } from "~/components/auth/auth-modal";
import { useTranslation } from "~/i18n/use-translation";
import { useAdoptTyped } from "~/lib/adopt-field";
import { type ErrorBody, isErrorBody } from "~/lib/error-body";
import { pressOnce } from "~/lib/press-once-script";
import { useSessionUser } from "~/lib/session-user";
import { addBlocker } from "./add-blocker";
import { DELIVERY_FIELDS, DeliveryChoiceFields } from "./delivery-choice-fields";

// The nickname and zero-price warnings open after a press, on few visits: their code comes then.
const PurchaseDialogs = lazy(() => import("./purchase-dialogs"));

export const PURCHASE_FORM_ID = "purchase-form";
const NICKNAME_ID = "nickname";
const NICKNAME_HELP_ID = "nickname-help";
const NICKNAME_COUNT_ID = "nickname-count";
/** The coin panel's quantity box, where a quantity the rule refuses is said. */
export const QUANTITY_FIELD = "quantidade";
const QUANTITY_INPUT_ID = "coin-quantity";
/**
 * What a button says once its add went through, and for how long (spec sections 2 and 9): an item's
 * "Bought!" for 1.2 s, the coin button's "Added!" for 2 s; then the button is ready again.
 */
const ADDED_LABEL = {
  item: { key: "cart.add.bought", ms: 1_200 },
  coin: { key: "cart.add.added", ms: 2_000 },
} as const;
/** Fields whose refusals are said beside the field itself, not under the button. */
const FIELDS_SHOWN_IN_PLACE = ["tag", QUANTITY_FIELD, ...DELIVERY_FIELDS];

/** The warning a press of a buy button opened, if any. */
export type PurchaseWarning = "nickname" | "zero_price";
export type BuyKind = "item" | "coin";
type Phase = "idle" | "adding" | "added";
/** The game page action's answer: the add went through, or the API's error body. */
export type AddAnswer = { added: true } | ErrorBody;

/** The page's answer when it answers an add: a "tell me when it's back" answer is the stock form's own. */
export function addAnswerOf<T extends object>(answer: T | undefined): Exclude<T, { alerted: true }> | undefined {
  return answer && "alerted" in answer ? undefined : (answer as Exclude<T, { alerted: true }> | undefined);
}

/** What one press of a buy button sent: the coin offer or item, its quantity and the nickname. */
export interface AddedToCart {
  kind: BuyKind;
  id: number;
  quantity: number;
  nickname: string;
}

interface Purchase {
  /** The button's state: only the button that was pressed changes. */
  phaseOf: (key: string) => Phase;
  /** The button whose add went through last: it keeps a link to the cart. */
  lastAdded: string | null;
  errorOf: (key: string) => ErrorBody | null;
  /** Some add is on its way: every buy button waits for it. */
  busy: boolean;
  nicknameMissing: boolean;
  /** The messages of the last refused press about one field (the nickname, the coin quantity). */
  fieldErrors: (field: string) => string[];
  /** The key the next press carries (none for a visitor until they press). */
  pressKey: string | null;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}

const PurchaseContext = createContext<Purchase | null>(null);

function usePurchase(): Purchase {
  const purchase = useContext(PurchaseContext);
  if (!purchase) throw new Error("purchase controls must be inside <PurchaseProvider>");
  return purchase;
}

const keyOf = (kind: BuyKind, id: number | string) => `${kind}:${id}`;
const kindOfKey = (key: string): BuyKind => (key.startsWith("coin:") ? "coin" : "item");

/**
 * What a field's refusal says, beside the field: the page's last press (with JavaScript) or the
 * answer to the form the browser posted itself.
 */
export function useFieldErrors(field: string, answer: AddAnswer | undefined): string[] {
  return useFieldErrorsOf(answer)(field);
}

/** The same for any field of the form, asked one at a time. */
function useFieldErrorsOf(answer: AddAnswer | undefined): (field: string) => string[] {
  const pressed = usePurchase().fieldErrors;
  return (field) => {
    const fromPress = pressed(field);
    return fromPress.length > 0 ? fromPress : answerFieldErrors(answer, field);
  };
}

export function PurchaseProvider({
  currency,
  nicknameMissing,
  initialPressKey = null,
  onAdded,
  children,
}: {
  currency: string;
  nicknameMissing: boolean;
  /** The key the server rendered into the form: a press before the page's code came carried it. */
  initialPressKey?: string | null;
  /** After an add went through, with what it sent (the coin panel's toast says what was added). */
  onAdded?: (added: AddedToCart) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const signedIn = useSessionUser() !== null;
  const { requireLogin } = useAuthModal();
  const fetcher = useFetcher<AddAnswer>();
  const [pressed, setPressed] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; body: ErrorBody } | null>(null);
  const [modal, setModal] = useState<PurchaseWarning | null>(null);
  const [pressKey, setPressKey] = useState(initialPressKey);
  // Set by the press itself, before any render: a second tap in the same frame is ignored too.
  const working = useRef(false);
  const warned = useRef(false);
  if (modal) warned.current = true;
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;
  // What the pending add sent, read when its answer comes.
  const sent = useRef<AddedToCart | null>(null);

  const attempt = (button: HTMLButtonElement, signedInNow: boolean) => {
    const nickname = button.form?.elements.namedItem("tag");
    const blocker = addBlocker({
      signedIn: signedInNow,
      nickname: nickname instanceof HTMLInputElement ? nickname.value : "",
      priceCents: Number(button.dataset.priceCents),
    });
    if (blocker === "sign_in") {
      // Signing in through the modal carries on with this same add; signing up first comes back
      // here, nickname kept, from the verification email.
      requireLogin({
        message: t("cart.loginRequiredText"),
        onSignedIn: () => attemptRef.current(button, true),
        returnTo: button.form ? returnPathWithNickname(button.form) : undefined,
      });
    } else if (blocker) {
      setModal(blocker);
    } else {
      const kind = button.name === "coin_id" ? "coin" : "item";
      const fields = new FormData(button.form ?? undefined, button);
      // A quantity the rule refuses adds nothing: its message is beside the box, where the focus goes.
      const quantity = kind === "coin" ? readTypedQuantity(String(fields.get(QUANTITY_FIELD) ?? "")) : null;
      if (quantity?.messageKey) {
        const message = t(quantity.messageKey);
        setFailure({
          key: keyOf(kind, button.value),
          body: { error: "validation_error", message, details: [{ field: QUANTITY_FIELD, message }] },
        });
        document.getElementById(QUANTITY_INPUT_ID)?.focus();
        return;
      }
      sent.current = {
        kind,
        id: Number(button.value),
        quantity: Number(fields.get("quantidade") ?? 1),
        nickname: String(fields.get("tag") ?? "").trim(),
      };
      // A visitor's page had no key (the edge cache shares it); the first press makes one.
      const key = pressKey ?? newPressKey();
      fields.set(PRESS_KEY_FIELD, key);
      setPressKey(key);
      working.current = true;
      setPressed(keyOf(kind, button.value));
      setAdded(null);
      setFailure(null);
      fetcher.submit(fields, { method: "post", action: button.form?.getAttribute("action") ?? undefined });
    }
  };
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;

  useEffect(() => {
    if (fetcher.state === "idle") working.current = false;
  }, [fetcher.state]);

  // Each answer is handled once, when the request and the reload it starts (the cart badge) are done.
  const handled = useRef<AddAnswer | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || handled.current === answer || !pressed) return;
    handled.current = answer;
    if (isErrorBody(answer)) {
      setFailure({ key: pressed, body: answer });
      return;
    }
    // The next press is another add; a failed one keeps its key, so pressing again retries the same press.
    setPressKey(newPressKey());
    setAdded(pressed);
    setLastAdded(pressed);
    if (sent.current) onAddedRef.current?.(sent.current);
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), ADDED_LABEL[kindOfKey(added)].ms);
    return () => clearTimeout(timer);
  }, [added]);

  const busy = fetcher.state !== "idle";
  const purchase: Purchase = {
    phaseOf: (key) => (busy && key === pressed ? "adding" : key === added ? "added" : "idle"),
    lastAdded,
    errorOf: (key) => (failure?.key === key ? failure.body : null),
    busy,
    nicknameMissing,
    fieldErrors: (field) => failure?.body.details?.filter((d) => d.field === field).map((d) => d.message) ?? [],
    pressKey,
    onSubmit: (event) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      event.preventDefault();
      if (submitter instanceof HTMLButtonElement && !busy && !working.current) attempt(submitter, signedIn);
    },
  };

  const closeNicknameWarning = () => {
    setModal(null);
    // Back to the field the warning is about (after the dialog has returned focus to the button).
    requestAnimationFrame(() => document.getElementById(NICKNAME_ID)?.focus());
  };

  return (
    <PurchaseContext.Provider value={purchase}>
      {children}
      <p className="visually-hidden" role="status">
        {added ? t("cart.add.addedNotice") : ""}
      </p>
      {/* Kept once opened: closing a dialog (not removing it) gives the focus back to the button. */}
      {warned.current ? (
        <Suspense fallback={null}>
          <PurchaseDialogs
            modal={modal}
            onClose={modal === "nickname" ? closeNicknameWarning : () => setModal(null)}
            currency={currency}
          />
        </Suspense>
      ) : null}
    </PurchaseContext.Provider>
  );
}

/**
 * The nickname (and the chosen server and platform) every buy button sends. Without JavaScript the
 * browser itself requires the nickname; with it, the warning modal does.
 */
export function PurchaseForm({
  action,
  server,
  platform,
  hydrated,
  answer,
  onNicknameChange,
  defaultNickname,
  deliveryMethods,
}: {
  /** The game page with its current choices: where the form posts and comes back to. */
  action: string;
  /** What the field starts with: the nickname the shopper used here last time, or "". */
  defaultNickname: string;
  server: string | null;
  platform: string | null;
  hydrated: boolean;
  /** The action's answer to a post made without JavaScript. */
  answer: AddAnswer | undefined;
  onNicknameChange: (nickname: string) => void;
  /** The game's hand-over methods (issue 49): the shopper picks one where there are several. */
  deliveryMethods: OfferedMethod[];
}) {
  const { t } = useTranslation();
  const { nicknameMissing, pressKey, onSubmit } = usePurchase();
  const input = useRef<HTMLInputElement>(null);
  const [length, setLength] = useState(defaultNickname.length);
  const nicknameChanged = (value: string) => {
    setLength(value.length);
    onNicknameChange(value);
  };
  // Text typed before the page's code came counts.
  useAdoptTyped(input, nicknameChanged);
  const errorsOf = useFieldErrorsOf(answer);
  const errors = errorsOf("tag");
  const atLimit = length >= MAX_NICKNAME_LENGTH;
  return (
    <form
      id={PURCHASE_FORM_ID}
      method="post"
      action={action}
      className="nickname-field"
      noValidate={hydrated}
      onSubmit={onSubmit}
      {...pressOnce}
    >
      {/* The first submit button is what Enter in the nickname presses; disabled, Enter adds nothing. */}
      <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
      {server ? <input type="hidden" name="server" value={server} /> : null}
      {platform ? <input type="hidden" name="plataforma_selecionada" value={platform} /> : null}
      {pressKey ? <input type="hidden" name={PRESS_KEY_FIELD} value={pressKey} /> : null}
      <label htmlFor={NICKNAME_ID}>
        {t("catalogue.game.nickname")} <span aria-hidden="true">*</span>
      </label>
      <input
        ref={input}
        id={NICKNAME_ID}
        name="tag"
        type="text"
        defaultValue={defaultNickname}
        required
        pattern=".*\S.*"
        maxLength={MAX_NICKNAME_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("catalogue.game.nicknamePlaceholder")}
        aria-describedby={`${NICKNAME_HELP_ID} ${NICKNAME_COUNT_ID}`}
        aria-invalid={errors.length > 0 || undefined}
        onChange={(event) => nicknameChanged(event.target.value)}
      />
      {/* The field takes at most the limit (a longer paste is cut by the browser): the count says so. */}
      <p id={NICKNAME_COUNT_ID} className={atLimit ? "field-count field-count--full" : "field-count"}>
        <span aria-hidden="true" data-testid="nickname-count">{`${length}/${MAX_NICKNAME_LENGTH}`}</span>
        <span className="visually-hidden">
          {t("catalogue.game.nicknameCount", { typed: length, count: MAX_NICKNAME_LENGTH })}
        </span>
        {atLimit ? <span className="field-count__note"> {t("cart.nicknameTooLong")}</span> : null}
      </p>
      <p id={NICKNAME_HELP_ID} className={nicknameMissing ? "field-hint field-hint--warning" : "field-hint"}>
        {t(nicknameMissing ? "catalogue.game.nicknameMissing" : "catalogue.game.nicknameHelp")}
      </p>
      {hydrated ? null : (
        <p className="field-hint field-hint--warning field-hint--when-invalid" data-testid="nickname-required">
          {t("cart.nicknameRequired")}
        </p>
      )}
      {errors.length > 0 ? (
        <ul className="field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <DeliveryChoiceFields methods={deliveryMethods} hydrated={hydrated} refusals={{ errorsOf, answer }} />
      {answer ? <AddAnswerNotice answer={answer} /> : null}
    </form>
  );
}

/** The page the form posts to (the game with its choices), with the nickname typed so far. */
function returnPathWithNickname(form: HTMLFormElement): string {
  const url = new URL(form.action, window.location.href);
  const nickname = form.elements.namedItem("tag");
  const typed = nickname instanceof HTMLInputElement ? nickname.value.trim() : "";
  if (typed) url.searchParams.set("tag", typed);
  return `${url.pathname}${url.search}`;
}

function answerFieldErrors(answer: AddAnswer | undefined, field: string): string[] {
  return isErrorBody(answer) ? (answer.details ?? []).filter((d) => d.field === field).map((d) => d.message) : [];
}

/** The confirmation (or refusal) a post without JavaScript comes back with. */
function AddAnswerNotice({ answer }: { answer: AddAnswer }) {
  const { t } = useTranslation();
  if (isErrorBody(answer)) {
    const messages = otherMessages(answer);
    return messages.length > 0 ? (
      <p className="purchase-notice purchase-notice--error" role="alert">
        {`${t("cart.addError")}: ${messages.join(" ")}`}
      </p>
    ) : null;
  }
  return (
    <p className="purchase-notice" role="status">
      {t("cart.add.addedNotice")} <Link to="/cart">{t("cart.add.viewCart")}</Link>
    </p>
  );
}

/** Every message of a refusal except the nickname's, which its field says. */
function allMessages(body: ErrorBody): string[] {
  const details = (body.details ?? []).filter((detail) => detail.field !== "tag");
  if (details.length > 0) return details.map((detail) => detail.message);
  return body.details?.length ? [] : [body.message];
}

/** The messages that belong to no field shown in its own place (the nickname, the coin quantity). */
function otherMessages(body: ErrorBody): string[] {
  const details = (body.details ?? []).filter((detail) => !FIELDS_SHOWN_IN_PLACE.includes(detail.field));
  if (details.length > 0) return details.map((detail) => detail.message);
  return body.details?.length ? [] : [body.message];
}

/**
 * A buy button (items) or the add-to-cart button (coins). The coin button says "nickname required"
 * until the nickname is filled (spec section 2), described by the nickname's hint and still
 * focusable; pressing it, like an item button without a nickname, opens the nickname warning
 * (section 4). After an add, the button says so and a link to the cart stays beside it.
 */
export function BuyButton({
  label,
  kind,
  id,
  priceCents,
  soldOut = false,
  describedBy,
}: {
  label: string;
  kind: BuyKind;
  id: number;
  /** What this press would add, for the zero-price check; the server prices it again. */
  priceCents: number;
  /** Nothing left on the chosen server (issue 50): the button says so and adds nothing. */
  soldOut?: boolean;
  /** The id of what says why (the stock badge), when there is something to say. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const { phaseOf, errorOf, busy, nicknameMissing, lastAdded } = usePurchase();
  const key = keyOf(kind, id);
  const phase = phaseOf(key);
  const error = errorOf(key);
  const waitsForNickname = kind === "coin" && nicknameMissing;
  const text =
    phase === "adding"
      ? t("cart.add.adding")
      : phase === "added"
        ? t(ADDED_LABEL[kind].key)
        : waitsForNickname
          ? t("catalogue.game.nicknameRequired")
          : label;
  if (soldOut) {
    // Not a submit button: without JavaScript too, a sold-out server is seen, focusable, and adds nothing.
    return (
      <button type="button" className="button buy-button" aria-disabled="true" aria-describedby={describedBy}>
        {t("stock.shown.soldOut")}
      </button>
    );
  }
  // An item has no quantity box of its own: a refusal about the quantity (out of stock) is said here.
  const messages = error ? (kind === "item" ? allMessages(error) : otherMessages(error)) : [];
  return (
    <>
      <button
        type="submit"
        form={PURCHASE_FORM_ID}
        name={kind === "coin" ? "coin_id" : "item_id"}
        value={id}
        data-price-cents={priceCents}
        className="button buy-button"
        data-phase={phase}
        aria-busy={phase === "adding"}
        aria-disabled={waitsForNickname || busy || undefined}
        aria-describedby={waitsForNickname ? NICKNAME_HELP_ID : describedBy}
      >
        {text}
      </button>
      {lastAdded === key && phase !== "adding" ? (
        <Link to="/cart" className="buy-button__cart-link">
          {t("cart.add.viewCart")}
        </Link>
      ) : null}
      {messages.length > 0 ? (
        <p className="purchase-notice purchase-notice--error" role="alert">
          {`${t(kind === "coin" ? "cart.addCurrencyError" : "cart.addError")}: ${messages.join(" ")}`}
        </p>
      ) : null}
    </>
  );
}
