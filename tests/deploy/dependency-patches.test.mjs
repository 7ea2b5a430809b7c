// Our fixes to dependencies (patches/, docs/decisions/027-server-cost.md) change how the production
// Worker renders and routes, so they are held to what the unpatched code did: React streams the same
// bytes, a route added after a first match is still found, every caller gets matches and resolved
// links of its own, and renders that share a build's routes keep their own state. One fix is a
// security fix taken from upstream (docs/security/framework-advisories.md): a navigation stays on
// the site, in the Worker's build and in the browser's.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";

const require = createRequire(import.meta.url);
const React = require("react");
// The builds the Worker bundles (react-dom/server's "workerd"/"browser" entry in production), by
// path: the package's exports do not name them.
const reactDom = dirname(require.resolve("react-dom/package.json"));
const { renderToString } = require(`${reactDom}/cjs/react-dom-server-legacy.browser.production.min.js`);
// The production build is the Worker's; the development build is what `npm run dev` renders with.
const renderers = {
  production: require(`${reactDom}/cjs/react-dom-server.browser.production.min.js`).renderToReadableStream,
  development: require(`${reactDom}/cjs/react-dom-server.browser.development.js`).renderToReadableStream,
};
// The router's CommonJS build is the Worker's (the browser's ES module build is left as published:
// it matches once per navigation, and its bytes count on every page's first load).
const router = require("@remix-run/router");
const { createStaticRouter } = require("react-router-dom/server");
// Remix's request handler (its CommonJS build; the ES module build wrangler may bundle instead carries
// the same patch, which tests/deploy/dry-run.test.mjs looks for).
const { createRequestHandler } = require("@remix-run/server-runtime");
// The browser's build of the router (its "module" entry, which Vite bundles into every page).
const browserRouter = await import(join(dirname(require.resolve("@remix-run/router")), "router.js"));

async function streamedBytes(renderToReadableStream, element) {
  const stream = await renderToReadableStream(element);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// Lone surrogates, accents, emoji, markup characters and strings on both sides of the 512-character
// line where the patched encoder hands over to TextEncoder.
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("a", "ç", "<", "&", '"', "😀", "\ud800"), minLength: 500, maxLength: 530 }),
);

for (const [build, renderToReadableStream] of Object.entries(renderers)) {
  test(`React (${build} build) streams every text and attribute as the bytes TextEncoder makes of the same HTML`, async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, fc.array(anyText, { maxLength: 60 }), async (text, attribute, list) => {
        const element = React.createElement(
          "div",
          { title: attribute, "data-x": text },
          text,
          React.createElement("b", null, attribute),
          // Many small chunks, so the output crosses the renderer's 512-byte buffers again and again.
          React.createElement(
            "ul",
            null,
            ...list.map((item, index) => React.createElement("li", { key: index, id: item }, item)),
          ),
        );
        const expected = new TextEncoder().encode(renderToString(element));
        assert.deepEqual(await streamedBytes(renderToReadableStream, element), expected);
      }),
      { numRuns: 300 },
    );
  });
}

test("router: a route discovered while navigating is matched at once, and a new route list afresh", async () => {
  const routes = [{ id: "root", path: "/", children: [{ id: "games", path: "games" }] }];
  const history = router.createMemoryHistory({ initialEntries: ["/games"] });
  const client = router
    .createRouter({
      routes,
      history,
      // How Remix adds routes it learns of on the way (lazy route discovery): into the routes already matched.
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
      },
    })
    .initialize();
  const ids = () => client.state.matches.map((match) => match.route.id);
  assert.deepEqual(ids(), ["root", "games"]);

  await client.navigate("/late");
  assert.deepEqual(ids(), ["root", "late"]);
  assert.equal(client.state.errors, null);

  const other = [{ id: "other", path: "/games/:id" }];
  assert.deepEqual(
    router.matchRoutes(other, "/games/7")?.map((match) => match.params.id),
    ["7"],
  );
  client.dispose();
});

test("router: the same path matched again gives matches of its own", () => {
  const routes = [{ id: "root", path: "/", children: [{ id: "game", path: "game/:id" }] }];
  for (let i = 0; i < 2; i++) {
    const earlier = router.matchRoutes(routes, "/game/7");
    earlier[1].params.id = "changed by a caller";
    earlier[1].pathname = "/elsewhere";
  }
  const second = router.matchRoutes(routes, "/game/7");
  assert.deepEqual(
    second.map((match) => [match.route.id, match.params.id, match.pathname]),
    [
      ["root", "7", "/"],
      ["game", "7", "/game/7"],
    ],
  );
  // One params object for the whole match, as before.
  assert.equal(second[0].params, second[1].params);
  assert.deepEqual(router.matchRoutes(routes, "/game/8")?.[1].params, { id: "8" });
  assert.equal(router.matchRoutes(routes, "/nowhere"), null);
});

test("router: an absolute link resolves the same from any route, and each caller gets its own copy", () => {
  const first = router.resolveTo("/games/?search=a b#top", ["/", "/game/7"], "/game/7");
  assert.deepEqual(first, { pathname: "/games/", search: "?search=a b", hash: "#top" });
  first.pathname = "/changed";
  assert.deepEqual(router.resolveTo("/games/?search=a b#top", ["/"], "/"), {
    pathname: "/games/",
    search: "?search=a b",
    hash: "#top",
  });
  // Relative links still resolve against the route they are in.
  assert.equal(router.resolveTo("orders", ["/", "/account"], "/account/x").pathname, "/account/orders");
  assert.equal(router.resolveTo("..", ["/", "/account"], "/account").pathname, "/");
});

test("static routers made from the same routes share their data routes, not their state", () => {
  const routes = [{ id: "root", path: "/", children: [{ id: "game", path: "game/:id" }] }];
  const handler = router.createStaticHandler(routes);
  const contextAt = (path) => handler.query(new Request(`http://store.test${path}`));
  return Promise.all([contextAt("/game/1"), contextAt("/game/2")]).then(([one, two]) => {
    const first = createStaticRouter(routes, one);
    const second = createStaticRouter(routes, two);
    assert.equal(first.routes, second.routes);
    assert.equal(first.state.location.pathname, "/game/1");
    assert.equal(second.state.location.pathname, "/game/2");
    assert.deepEqual(
      [first, second].map((router) => router.state.matches.map((match) => match.params.id)),
      [
        ["1", "1"],
        ["2", "2"],
      ],
    );
    assert.equal(first.state.matches[1].route, first.routes[0].children[0]);
  });
});

// GHSA-jjmj-jmhj-qwj2: @remix-run/router 1.23.3 navigated to a path that looks like an address as
// it was; in a browser, pushState refuses another origin or scheme and the router then sets
// window.location to it, so a link or navigate() given "//evil.example" left the store and one
// given "javascript:…" ran it (1.23.4's fix). GHSA-wrjc-x8rr-h8h6: browsers read "\" as "/", so
// "/\evil.example" left it too (React Router 7.18.0's fix); they also drop tabs and line breaks,
// so "/\t/evil.example" did as well (React Router's fix of 2026-08-20). Each now stays on the site.
for (const [build, routerBuild] of Object.entries({ worker: router, browser: browserRouter })) {
  test(`router (${build} build): a navigation to what looks like another site or a script stays on this site`, async () => {
    const client = routerBuild
      .createRouter({
        routes: [{ id: "root", path: "*" }],
        history: routerBuild.createMemoryHistory({ initialEntries: ["/account"] }),
      })
      .initialize();
    for (const [target, pathname] of [
      ["//evil.example/login", "/evil.example/login"],
      ["/\\evil.example", "/evil.example"],
      ["\\/evil.example", "/evil.example"],
      ["\\\\evil.example", "/evil.example"],
      ["/\t/evil.example", "/evil.example"],
      ["/\n\r/evil.example", "/evil.example"],
      ["javascript:alert(document.cookie)", "/javascript:alert(document.cookie)"],
      ["https://evil.example", "/https:/evil.example"],
      ["orders:2", "/orders:2"],
    ]) {
      await client.navigate(target);
      assert.equal(client.state.location.pathname, pathname, target);
    }
    // Paths of the site resolve as before.
    await client.navigate("/games//7?type=items");
    assert.equal(client.state.location.pathname, "/games/7");
    assert.equal(client.state.location.search, "?type=items");
    client.dispose();
  });
}

// A build with routes shaped like the store's (nested, index and dynamic ones), for Remix's
// /__manifest answer: what lazy route discovery fetches for the links on a page.
function manifestHandler(extraRoutes = {}) {
  const page = { default: () => null };
  const routes = {
    root: { id: "root", path: "" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true },
    "routes/games": { id: "routes/games", parentId: "root", path: "games" },
    "routes/game.$id": { id: "routes/game.$id", parentId: "root", path: "game/:id" },
    "routes/game.$id_.reviews": { id: "routes/game.$id_.reviews", parentId: "root", path: "game/:id/reviews" },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin" },
    "routes/admin._index": { id: "routes/admin._index", parentId: "routes/admin", index: true },
    "routes/admin.codes._index": {
      id: "routes/admin.codes._index",
      parentId: "routes/admin",
      path: "codes",
      index: true,
    },
    "routes/admin.codes.$id": { id: "routes/admin.codes.$id", parentId: "routes/admin", path: "codes/:id" },
    ...extraRoutes,
  };
  const build = {
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { ...route, module: page }])),
    assets: { version: "v1", url: "/m.js", entry: { module: "/e.js", imports: [] }, routes },
    entry: { module: { default: () => new Response("") } },
    future: { v3_lazyRouteDiscovery: true, v3_singleFetch: true },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    mode: "production",
  };
  const handler = createRequestHandler(build, "production");
  return async (paths) => {
    // As the browser asks: the paths' slashes as they are (encoded, they would be three times as long).
    const query = [...paths.map((path) => `p=${encodeURI(path)}`), "version=v1"].join("&");
    const answer = await handler(new Request(`http://store.test/__manifest?${query}`));
    assert.equal(answer.status, 200);
    return Object.keys(await answer.json()).sort();
  };
}

// GHSA-chx6-hx7r-mcp5: /__manifest matched every leading part of every path asked for, so one
// request of 7.5 kB ("/a/a/a/…") took seconds of the Worker's CPU (5.4 s here without the patch).
test("Remix's route discovery answers a crafted deep path at once, and every real path as before", async () => {
  const manifest = manifestHandler();
  // The routes a page's links lead to, with the index routes above them.
  assert.deepEqual(await manifest(["/admin/codes/5", "/game/7/reviews"]), [
    "root",
    "routes/admin",
    "routes/admin._index",
    "routes/admin.codes.$id",
    "routes/admin.codes._index",
    "routes/game.$id",
    "routes/game.$id_.reviews",
  ]);
  assert.deepEqual(await manifest(["/games", "/"]), ["root", "routes/_index", "routes/games"]);

  const started = performance.now();
  assert.deepEqual(await manifest([`/games${"/a".repeat(3_800)}`]), ["root", "routes/games"]);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 1_000, `a crafted path took ${Math.round(elapsed)} ms`);
});

test("Remix's route discovery still matches a deep path when a splat route can take it", async () => {
  const manifest = manifestHandler({ "routes/files.$": { id: "routes/files.$", parentId: "root", path: "files/*" } });
  assert.deepEqual(await manifest([`/files${"/part".repeat(40)}`]), ["root", "routes/files.$"]);
});
