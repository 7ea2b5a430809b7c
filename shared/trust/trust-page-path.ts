// The trust page's address per language, on its own: the footer (in every page's first load) links
// to it without carrying the measured-delivery texts along.
export function trustPagePath(language: string): string {
  return language === "pt" ? "/confianca" : "/trust";
}
