import type { VitePluginConfig } from "@remix-run/dev";

// The Remix options of the store. The Remix Vite plugin does not read this file by itself:
// vite.config.ts passes it to `remix(...)`.
export const remixConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;

export default remixConfig;
