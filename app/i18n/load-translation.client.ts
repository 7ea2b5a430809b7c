import type { Language } from "./config";
import type { ShellTranslation } from "./locales/en-shell";

// Each language is its own chunk: the browser downloads only the one it shows.
const loaders: Record<Language, () => Promise<{ default: ShellTranslation }>> = {
  en: () => import("./locales/en-shell"),
  pt: () => import("./locales/pt-shell"),
};

export async function loadTranslation(lng: Language): Promise<ShellTranslation> {
  return (await loaders[lng]()).default;
}
