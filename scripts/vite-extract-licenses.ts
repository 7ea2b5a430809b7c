// The licence comments of the libraries in the browser's chunks (React's, Remix's: 9.5 kB, 2 kB
// gzip on every page) move into one file next to them, and each chunk that carried some points at
// it, the way webpack's terser plugin extracts them by default. The notices still ship with the
// code; they no longer weigh on each page's first load (issue #19).
import type { Plugin } from "vite";

const LICENSE_COMMENT = /\/\*[*!][\s\S]*?(?:@license|@preserve|Copyright)[\s\S]*?\*\/\n?/g;
export const LICENSES_FILE = "assets/third-party-licenses.txt";

export function extractLicenses(): Plugin {
  return {
    name: "gamer-store:extract-licenses",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const notices = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const found = chunk.code.match(LICENSE_COMMENT);
        if (!found) continue;
        for (const notice of found) notices.add(notice.trim());
        chunk.code = `/*! For license information please see /${LICENSES_FILE} */\n${chunk.code.replace(LICENSE_COMMENT, "")}`;
      }
      if (notices.size > 0) {
        this.emitFile({ type: "asset", fileName: LICENSES_FILE, source: `${[...notices].join("\n\n")}\n` });
      }
    },
  };
}
