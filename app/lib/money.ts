// Money formatting for the pages. The page's language lives in its own module so the shell (the
// footer) can read it without carrying the money formatters into every page's first load.
export { formatMoney, formatMoneyByCurrency } from "@shared/format-money";
export { usePageLanguage } from "~/i18n/use-page-language";
