import { PRESS_KEY_FIELD } from "@shared/press-key";
import { useState } from "react";

/**
 * The key of a form's press as a hidden field (decision 042), posted with the form by the browser
 * or by the page's code. The form keeps the key it was first drawn with while the page refreshes
 * its data (the order page does every few seconds), so pressing again after an answer that never
 * came carries the same key, and the store answers it as the first press.
 */
export function PressKeyInput({ pressKey }: { pressKey: string }) {
  const [kept] = useState(pressKey);
  return <input type="hidden" name={PRESS_KEY_FIELD} value={kept} />;
}
