// Vite wraps every `import()` of the browser's code in a helper that first fetches the imported
// chunk's stylesheets and preloads (0.5 kB gzip in every page's shell, issue #19). The store's
// lazy chunks import no stylesheet (routes link theirs) and module preloads are off, so the helper
// always gets an empty list: this plugin gives it a one-line body that just imports. Should a lazy
// chunk ever import a stylesheet, the build fails here instead of the page losing its styles.
import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

export function plainDynamicImports(): Plugin {
  return {
    name: "gamer-store:plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id !== PRELOAD_HELPER || this.environment?.config.build.ssr) return null;
      return "export const __vitePreload = (load) => load();";
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isDynamicEntry) continue;
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0) {
          this.error(
            `${chunk.fileName} is loaded on demand and imports ${[...css].join(", ")}: link it from a route instead.`,
          );
        }
      }
    },
  };
}
