import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The live value of an uncontrolled input. React never overwrites what people typed before the page
 * hydrated (it would, for a controlled input); the value is read from the input once hydrated and
 * followed through `onChange` afterwards. `set` changes the input and the value together.
 */
export function useInputValue(initial = "") {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (ref.current) setValue(ref.current.value);
  }, []);
  const set = useCallback((next: string) => {
    if (ref.current) ref.current.value = next;
    setValue(next);
  }, []);
  const onChange = useCallback((event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value), []);
  return { ref, value, set, onChange };
}
