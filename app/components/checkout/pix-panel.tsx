// The Pix code on /checkout: its QR code (drawn here from the copy-and-paste code), the code with a
// copy button, the time left, and a watch on the payment that moves on to the success page by itself
// when it lands (no reload), through this code or a newer one paid on another page, or says the code
// expired, failed or was replaced by a newer one, with a button for a new code (`renew`). In the local
// sandbox two buttons play the bank's answer, sent as signed events through the store's webhook code.
import { qrSvg } from "@shared/qr-svg";
import type { PixCode } from "@workers/payments/provider";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";

type Watch = "pending" | "expired" | "failed" | "replaced";

const ENDED_TITLES = {
  expired: "pix.expiredTitle",
  failed: "pix.failedTitle",
  replaced: "pix.replacedTitle",
} as const satisfies Record<Exclude<Watch, "pending">, string>;

const POLL_MS = 3000;

function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

export default function PixPanel({
  sessionId,
  pix,
  sandbox,
  onPaid,
  onChangeMethod,
  renew,
}: {
  sessionId: string;
  pix: PixCode;
  sandbox: boolean;
  onPaid: () => void;
  /** Back to the payment methods. */
  onChangeMethod: () => void;
  /** The button that asks for a new code, shown once this one can no longer be paid. */
  renew: React.ReactNode;
}) {
  const { t } = useTranslation();
  // Copying and the sandbox's answers are the page's code: until it runs, the buttons say they wait
  // (the code can still be selected and copied by hand; the page keeps watching the payment).
  const scriptReady = useHydrated();
  const [left, setLeft] = useState(() => secondsLeft(pix.expiresAt));
  const [watch, setWatch] = useState<Watch>("pending");
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const [simulateError, setSimulateError] = useState(false);
  const ended = useRef<HTMLHeadingElement>(null);
  const session = encodeURIComponent(sessionId);
  const qr = useMemo(() => (pix.copyPaste ? qrSvg(pix.copyPaste) : null), [pix.copyPaste]);

  // Where the payment stands, from the store's own records (the webhook wrote them).
  const check = async () => {
    const response = await fetch(`/api/checkout/sessions/${session}`, { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const { status } = (await response.json()) as { status: string };
    if (status === "paid") onPaid();
    else if (status === "expired" || status === "replaced") setWatch(status);
    else if (status === "failed" || status === "cancelled") setWatch("failed");
  };
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (watch !== "pending") return;
    const tick = setInterval(() => setLeft(secondsLeft(pix.expiresAt)), 1000);
    const poll = setInterval(() => checkRef.current().catch(() => undefined), POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [watch, pix.expiresAt]);

  // The time is up: the code is dead whatever comes next. The sandbox plays the provider's expiry event.
  useEffect(() => {
    if (left > 0 || watch !== "pending") return;
    setWatch("expired");
    if (sandbox) simulate("expired");
  });

  useEffect(() => {
    if (watch !== "pending") ended.current?.focus();
  }, [watch]);

  async function simulate(outcome: "paid" | "failed" | "expired") {
    setSimulateError(false);
    try {
      const response = await fetch(`/api/sandbox/sessions/${session}/pix`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ outcome }),
      });
      if (!response.ok && outcome !== "expired") setSimulateError(true);
      await check();
    } catch {
      setSimulateError(true);
    }
  }

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(pix.copyPaste ?? "");
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  const changeMethod = (
    <button
      type="button"
      className="button button--ghost checkout-payment__change"
      onClick={onChangeMethod}
      disabled={!scriptReady}
    >
      {t("paymentStep.changeMethod")}
    </button>
  );

  if (watch !== "pending") {
    return (
      <div className="pix-panel pix-panel--ended">
        <FormAlert kind="error">
          <h3 ref={ended} tabIndex={-1}>
            {t(ENDED_TITLES[watch])}
          </h3>
          <p>{watch === "replaced" ? t("pix.replacedText") : t("pix.endedText")}</p>
        </FormAlert>
        <div className="dialog__actions">
          {renew}
          {changeMethod}
        </div>
      </div>
    );
  }

  return (
    <div className="pix-panel">
      <p>{t("pix.scan")}</p>
      {qr ? (
        <svg
          className="pix-panel__qr"
          role="img"
          aria-label={t("pix.qrLabel")}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path fill="#000" d={qr.path} />
        </svg>
      ) : null}
      <label className="pix-panel__code">
        <span>{t("pix.copyPasteLabel")}</span>
        <textarea readOnly rows={3} value={pix.copyPaste ?? ""} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button type="button" className="button button--ghost" onClick={copyCode} disabled={!scriptReady}>
        {t("pix.copy")}
      </button>
      <p className="pix-panel__copied" role="status">
        {copy === "copied" ? t("pix.copied") : copy === "failed" ? t("pix.copyFailed") : ""}
      </p>
      <p className="pix-panel__time">
        {t("pix.timeLeft")}: <strong role="timer">{clock(left)}</strong>
      </p>
      <p aria-live="polite">{t("pix.waiting")}</p>
      {sandbox ? (
        <div className="pix-panel__sandbox">
          <p className="card-form__notice">{t("pix.sandboxNotice")}</p>
          {simulateError ? <FormAlert kind="error">{t("pix.simulateFailed")}</FormAlert> : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => simulate("paid")} disabled={!scriptReady}>
              {t("pix.simulatePay")}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => simulate("failed")}
              disabled={!scriptReady}
            >
              {t("pix.simulateFail")}
            </button>
          </div>
        </div>
      ) : null}
      {changeMethod}
    </div>
  );
}
