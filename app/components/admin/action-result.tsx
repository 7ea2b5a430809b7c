// What the admin's last press on a long page did (a status change, a refund, a step ticked, a note
// posted), shown in the card where the button is, with the focus moved to it: at the top of the page
// it was out of sight and focus fell to the page's body. Without JavaScript the form's intent is
// unknown and the message shows at the top.
import { useNavigation } from "@remix-run/react";
import { createContext, useContext, useEffect, useState } from "react";
import { FormAlert } from "~/components/form/form-alert";

export interface ActionResult {
  kind: "error" | "success";
  message: string;
  /** The answer it comes from: a new answer takes the focus again, even with the same words. */
  answer: unknown;
}

interface Placed {
  result: ActionResult | null;
  /** The intents whose forms show their result in their own card. */
  placed: readonly string[];
  /** The `intent` of the form that was sent, null when the page was posted without JavaScript. */
  intent: string | null;
}

const ResultContext = createContext<Placed>({ result: null, placed: [], intent: null });

/** The `intent` field of the last form this page sent. */
function useSentIntent(): string | null {
  const sending = useNavigation().formData?.get("intent");
  const [intent, setIntent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof sending === "string") setIntent(sending);
  }, [sending]);
  return intent;
}

export function ActionResultProvider({
  result,
  placed,
  children,
}: {
  result: ActionResult | null;
  placed: readonly string[];
  children: React.ReactNode;
}) {
  const intent = useSentIntent();
  return <ResultContext.Provider value={{ result, placed, intent }}>{children}</ResultContext.Provider>;
}

/** The result, where the forms sending one of `intents` are; `intents` "elsewhere" when no card claimed it. */
export function ActionResultHere({ intents }: { intents: readonly string[] | "elsewhere" }) {
  const { result, placed, intent } = useContext(ResultContext);
  if (!result) return null;
  const here =
    intents === "elsewhere" ? intent === null || !placed.includes(intent) : intent !== null && intents.includes(intent);
  if (!here) return null;
  return (
    <FormAlert kind={result.kind} focusKey={result.answer}>
      {result.message}
    </FormAlert>
  );
}
