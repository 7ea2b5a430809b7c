import type { Ref } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A search input and its button, with a label only screen readers hear (the placeholder and the
 * button say it to the eye). `texts` names the area of its words (`{texts}.searchLabel`,
 * `.searchPlaceholder`, `.searchSubmit`); `buttonClassName` styles the button; `inputRef` reaches the
 * input (a `ref` prop would stop at this component in React 18).
 */
export function SearchBox({
  id,
  texts,
  buttonClassName,
  inputRef,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  texts: string;
  buttonClassName: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t(`${texts}.searchLabel`)}
      </label>
      <input ref={inputRef} id={id} type="search" placeholder={t(`${texts}.searchPlaceholder`)} {...input} />
      <button type="submit" className={buttonClassName}>
        {t(`${texts}.searchSubmit`)}
      </button>
    </>
  );
}
