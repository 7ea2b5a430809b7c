// Texts of the panels that open on demand (the sign-in forms, the cart drawer, the chat): they load
// with the panel's code, in the page's language, one chunk per language and area, instead of
// weighing on every page's first load (./page-texts.ts).
import type { Language } from "@shared/i18n/config";
import type { TextTree } from "@shared/i18n/translator";
import { mergeTexts } from "./page-texts";
import type { TextArea } from "./text-areas.client";
import { MoreTexts, useTranslation } from "./use-translation";

export type { TextArea };

/** The registry of the areas' chunks is itself a chunk, fetched with the first panel. */
const areaChunks = () => import("./text-areas.client");

interface Loading {
  promise: Promise<TextTree>;
  texts?: TextTree;
  error?: unknown;
}

const loading = new Map<string, Loading>();
const merged = new Map<string, TextTree>();

function load(language: Language, area: TextArea): Loading {
  const key = `${language}:${area}`;
  let entry = loading.get(key);
  if (!entry) {
    const started: Loading = {
      promise: areaChunks()
        .then((chunks) => chunks.loadArea(language, area))
        .then(
          (texts) => {
            started.texts = texts;
            return texts;
          },
          (error: unknown) => {
            started.error = error;
            throw error;
          },
        ),
    };
    // Caught here so an unwatched failure is not reported twice; LazyTexts throws it to the error boundary.
    started.promise.catch(() => {});
    entry = started;
    loading.set(key, entry);
  }
  return entry;
}

/** Adds the texts of `areas` to the texts below it, suspending (React Suspense) until they are loaded. */
function LazyTexts({ areas: wanted, children }: { areas: readonly TextArea[]; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const key = `${i18n.language}:${wanted.join(",")}`;
  let texts = merged.get(key);
  if (!texts) {
    const entries = wanted.map((area) => load(i18n.language, area));
    const failed = entries.find((entry) => entry.error !== undefined);
    if (failed) {
      // Asked again on the next render (the network may be back).
      for (const area of wanted) loading.delete(`${i18n.language}:${area}`);
      throw failed.error;
    }
    const pending = entries.find((entry) => entry.texts === undefined);
    if (pending) throw pending.promise;
    texts = mergeTexts(...entries.map((entry) => entry.texts ?? {}));
    merged.set(key, texts);
  }
  return <MoreTexts texts={texts}>{children}</MoreTexts>;
}

/** The language the page shows (entry.client.tsx and useSyncLanguage keep <html lang> on it). */
function pageLanguage(): Language {
  return document.documentElement.lang === "pt" ? "pt" : "en";
}

/**
 * A panel loaded on first use together with its texts, both at once (like React.lazy, it suspends
 * until they are here); render it inside a Suspense boundary. `preload()` fetches both ahead, when
 * the shopper shows interest.
 */
export function lazyWithTexts<Props extends object>(
  wanted: readonly TextArea[],
  loadCode: () => Promise<{ default: (props: Props) => React.ReactNode }>,
) {
  let code: Promise<unknown> | null = null;
  let Panel: ((props: Props) => React.ReactNode) | null = null;
  let failed: { error: unknown } | null = null;
  const preload = () => {
    for (const area of wanted) load(pageLanguage(), area);
    code ??= loadCode().then(
      (module) => {
        Panel = module.default;
      },
      (error: unknown) => {
        failed = { error };
      },
    );
    return code;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per panel at module level, like React.lazy.
  function PanelWithTexts(props: Props) {
    const loading = preload();
    if (failed) {
      // To the error boundary, as React.lazy does; the next render asks the network again.
      const { error } = failed;
      failed = null;
      code = null;
      throw error;
    }
    if (!Panel) throw loading;
    return (
      <LazyTexts areas={wanted}>
        <Panel {...props} />
      </LazyTexts>
    );
  }
  PanelWithTexts.preload = preload;
  return PanelWithTexts;
}
