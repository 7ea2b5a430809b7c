// `npm run dev`: serves every request through the same Hono app as the deployed Worker
// (workers/app.ts: /api, /webhooks and Remix pages), with fast reload from the Vite dev server
// and real local D1 and KV from wrangler's platform proxy. The chat Durable Object lives in the
// same Worker and cannot run under this proxy (workers-sdk #6988); use `npm start` for chat.
import { fromNodeRequest, toNodeRequest } from "@remix-run/dev/dist/vite/node-adapter.js";
import type { Plugin } from "vite";
import { getPlatformProxy } from "wrangler";

export function devWorkerPlugin(): Plugin {
  return {
    name: "store-dev-worker",
    apply: "serve",
    config: () => ({ ssr: { resolve: { externalConditions: ["workerd", "worker"] } } }),
    async configureServer(server) {
      // Remix's child compiler (hmr: false) only reads route modules; it serves no requests.
      if (server.config.server.hmr === false) return;
      const { env, ctx } = await getPlatformProxy<Env>();
      // The proxy's context has waitUntil/passThroughOnException but predates the `props` field.
      const executionContext = ctx as unknown as ExecutionContext;
      // Runs after Vite's own middlewares (assets, HMR), before Remix's Node handler.
      return () => {
        server.middlewares.use(async (nodeRequest, nodeResponse, next) => {
          try {
            const { app } = (await server.ssrLoadModule("/workers/app.ts")) as typeof import("../workers/app");
            const request = fromNodeRequest(nodeRequest, nodeResponse);
            const response = await app.fetch(request, env, executionContext);
            await toNodeRequest(response, nodeResponse);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
