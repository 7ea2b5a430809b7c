import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixConfig } from "./remix.config";
import { devWorkerPlugin } from "./scripts/vite-dev-worker";
import { extractLicenses } from "./scripts/vite-extract-licenses";
import { plainDynamicImports } from "./scripts/vite-plain-dynamic-imports";
import { serverCodeStaysOnServer } from "./scripts/vite-server-code-stays";
import { shellChunk } from "./scripts/vite-shell-chunk";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Must come before remix(): in dev it answers every request through the Worker's own app.
    devWorkerPlugin(),
    remix(remixConfig),
    extractLicenses(),
    plainDynamicImports(),
    serverCodeStaysOnServer(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@workers": fileURLToPath(new URL("./workers", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  // The Worker's minification keeps every name (the browser's chunks go through terser instead).
  esbuild: { minifyIdentifiers: false },
  build: {
    // Keep the Worker bundle and the client chunks small and readable in stack traces.
    sourcemap: false,
    // The browser's chunks go through terser, which packs React and Remix about 4% tighter (gzip)
    // than esbuild does: 3.5 kB of the 95 kB first-load budget (issue #19). The Worker's code loses
    // only its whitespace and longer syntax (esbuild, names kept: `esbuild` below), so a stack trace
    // still names every function, and the deployed bundle stays under its 1 MiB gzip budget.
    // Browsers from 2021 on (iOS 15, Chrome 91): our code keeps its optional chaining and logical
    // assignments instead of longer rewrites (0.2 kB gzip on every page, issue #19).
    target: ["chrome91", "edge91", "firefox90", "safari15"],
    minify: isSsrBuild ? "esbuild" : "terser",
    terserOptions: { module: true, compress: { passes: 2 } },
    // React.lazy panels load their own imports when they open; Vite's preload helper (fetching
    // them alongside) would weigh on every page instead.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: shellChunk(fileURLToPath(new URL("./app/root.tsx", import.meta.url)), {
              // The pictures, shared by the catalogue and cart pages, the catalogue pages' head tags
              // and their search fields' longest text: one chunk, not six small ones (the home, games
              // and game pages gain more than the others lose). A game's card stays out: the game
              // page shows none.
              pictures: [
                "/app/lib/seo.ts",
                "/shared/seo.ts",
                "/app/components/game-image.tsx",
                "/app/components/fallback-image.tsx",
                "/app/lib/responsive-image.ts",
                "/shared/admin/media-names.ts",
                "/shared/catalogue/filter-length.ts",
                "/app/styles/catalogue.css?url",
              ],
              // A game's card and its data (gameCard, which /games and the admin's preview also call
              // in the browser): one chunk, not two small ones.
              "game-card": ["/app/components/game-card.tsx", "/shared/catalogue/game-card.ts"],
              // The shopping pages' styles and the client action of the forms that keep the
              // shopper's work when the connection drops (the game page's, the cart's, the
              // checkout's, the sign-in pages'): one chunk, out of the shell (home and /games need neither).
              shopping: ["/app/styles/shopping.css?url", "/app/lib/keep-work.ts"],
            }),
          },
        },
  },
}));
