// What the admin's last press on a long page did (a status change, a refund, a step ticked, a note
// posted), shown in the card where the button is, with the focus moved to it: at the top of the page
// it was out of sight and focus fell to the page's body. The action tags its answer with the form's
// intent (`answering`), so this holds for a form posted before the page's script ran too.
import { createContext, useContext } from "react";
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
}

const ResultContext = createContext<Placed>({ result: null, placed: [] });

/** The `intent` of the form the answer is for (see `answering`). */
function answeredIntent(answer: unknown): string | null {
  const intent = (answer as { intent?: unknown } | null)?.intent;
  return typeof intent === "string" ? intent : null;
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
  return <ResultContext.Provider value={{ result, placed }}>{children}</ResultContext.Provider>;
}

/** The result, where the forms sending one of `intents` are; `intents` "elsewhere" when no card claimed it. */
export function ActionResultHere({ intents }: { intents: readonly string[] | "elsewhere" }) {
  const { result, placed } = useContext(ResultContext);
  if (!result) return null;
  const intent = answeredIntent(result.answer);
  const here =
    intents === "elsewhere" ? intent === null || !placed.includes(intent) : intent !== null && intents.includes(intent);
  if (!here) return null;
  return (
    <FormAlert kind={result.kind} focusKey={result.answer}>
      {result.message}
    </FormAlert>
  );
}
