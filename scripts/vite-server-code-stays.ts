// The browser's chunks carry no server code (docs/decisions/001-layout.md). Biome's import rules
// see names only, so a value from workers/ or a server package written like a type would pass
// them; this check reads what the client build actually ships and fails the build if any module
// of workers/ (or a server-only package) is in it. Type imports are erased before bundling, so
// they never reach it.
import type { Plugin } from "vite";

const SERVER_ONLY = [
  /\/workers\//,
  /\/node_modules\/(drizzle-orm|hono|stripe)\//,
  /\/node_modules\/@remix-run\/cloudflare\//,
];

export function serverCodeStaysOnServer(): Plugin {
  return {
    name: "gamer-store:server-code-stays-on-server",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const shipped = Object.entries(chunk.modules)
          .filter(([id, module]) => module.renderedLength > 0 && SERVER_ONLY.some((rule) => rule.test(id)))
          .map(([id]) => id);
        if (shipped.length > 0) {
          this.error(
            `${chunk.fileName} would send server code to the browser: ${shipped.join(", ")}. ` +
              "Move what the browser needs into shared/ (docs/decisions/001-layout.md).",
          );
        }
      }
    },
  };
}
