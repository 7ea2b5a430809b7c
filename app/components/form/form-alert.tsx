import { useEffect, useRef } from "react";

/**
 * A message about the whole form: an error (announced at once) or a success. With `focusKey`, it
 * takes the focus each time that key changes (a new answer), so whoever pressed the button lands on
 * what it did instead of on the page's body.
 */
export function FormAlert({
  kind,
  children,
  focusKey,
}: {
  kind: "error" | "success";
  children: React.ReactNode;
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) ref.current?.focus();
  }, [focusKey]);
  return (
    <div
      ref={ref}
      className={`form-alert form-alert--${kind}`}
      role={kind === "error" ? "alert" : "status"}
      tabIndex={focusKey === undefined ? undefined : -1}
    >
      {children}
    </div>
  );
}
