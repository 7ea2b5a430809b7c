// The server's import graph, between files and between areas, and the cycles in it (issue 48,
// docs/decisions/053-areas-one-way.md). Read by tests/checks/area-dependencies.test.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

const sourceFile = /\.tsx?$/;
const resolvedExtensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The source files under `folder`, tests left out: a test reaches into every area it checks. */
function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "tests" ? [] : filesUnder(path);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** tsconfig's `paths` as prefix → folder, e.g. `@workers/` → `<repo>/workers/`. */
function aliasesOf(repo) {
  const config = ts.readConfigFile(join(repo, "tsconfig.json"), ts.sys.readFile).config;
  const base = resolve(repo, config.compilerOptions.baseUrl ?? ".");
  return Object.entries(config.compilerOptions.paths ?? {}).map(([pattern, [target]]) => ({
    prefix: pattern.replace(/\*$/, ""),
    folder: resolve(base, target.replace(/\*$/, "")),
  }));
}

function resolveSpecifier(specifier, importer, aliases) {
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  let base;
  if (alias) base = join(alias.folder, specifier.slice(alias.prefix.length));
  else if (specifier.startsWith(".")) base = resolve(dirname(importer), specifier);
  else return undefined; // a package
  const bare = base.replace(/\.js$/, "");
  for (const extension of resolvedExtensions) {
    const candidate = bare + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Every import of every `.ts`/`.tsx` under `scanned`, to a file also under it: static, dynamic,
 * re-exports, and type-only ones too, since a type shared both ways is the same knot for a reader
 * as a function shared both ways.
 */
export function importsUnder(repo, scanned, into = scanned) {
  const aliases = aliasesOf(repo);
  const root = join(repo, into);
  return filesUnder(join(repo, scanned)).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    return importedFiles.flatMap(({ fileName, pos }) => {
      const target = resolveSpecifier(fileName, file, aliases);
      if (!target?.startsWith(root + sep)) return [];
      const line = text.slice(0, pos).split("\n").length;
      const statement = Math.max(text.lastIndexOf("import", pos), text.lastIndexOf("export", pos));
      const typeOnly = /^(import|export) type[\s{]/.test(text.slice(statement, statement + 12));
      return [{ from: relative(repo, file), to: relative(repo, target), line, typeOnly }];
    });
  });
}

/**
 * The node a file belongs to: under the deepest of `areaRoots` holding it, its first folder there
 * is its node (`workers/cart/http`), and a loose file is that root's own (`workers/cart/*`). A root
 * written `folder/*` stands for each folder in it (`workers/*`: every area).
 */
export function areaOf(file, areaRoots) {
  const root = areaRoots.filter((candidate) => file.startsWith(`${candidate}/`)).sort((a, b) => b.length - a.length)[0];
  if (!root) return undefined;
  const [first, ...rest] = file.slice(root.length + 1).split("/");
  return rest.length > 0 ? `${root}/${first}` : `${root}/*`;
}

/** `areaRoots` with each `folder/*` replaced by the folders in it. */
function expandRoots(repo, areaRoots) {
  return areaRoots.flatMap((root) => {
    if (!root.endsWith("/*")) return [root];
    const folder = root.slice(0, -2);
    return readdirSync(join(repo, folder))
      .filter((name) => statSync(join(repo, folder, name)).isDirectory())
      .map((name) => `${folder}/${name}`);
  });
}

/** Strongly connected components of more than one node, or of one that reaches itself (Tarjan). */
function knots(edges) {
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from).add(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next.get(node).has(node)) found.push(new Set(component));
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return { next, found };
}

/** The shortest path from `start` to another node `goal` inside `within`: the nodes from start to goal. */
function shortestPath(next, start, goal, within) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const path = [];
      for (let step = goal; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const target of [...next.get(node)].sort()) {
      if (within.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return undefined;
}

/**
 * The cycles of `edges` (`{ from, to, where }`), each written `a → b → a` with the places
 * (file:line) behind each step: the shortest way round through each edge inside a knot, shortest
 * first, skipping an edge a cycle already named goes through, so a knot of many areas reads as the
 * few loops to cut rather than every way round them.
 */
export function cyclesOf(edges) {
  const { next, found } = knots(edges);
  const places = new Map();
  for (const { from, to, where } of edges) {
    const key = `${from}\0${to}`;
    places.set(key, [...(places.get(key) ?? []), where]);
  }
  const loops = found.flatMap((knot) =>
    [...knot].sort().flatMap((from) =>
      [...next.get(from)]
        .sort()
        .filter((to) => knot.has(to))
        .map((to) => [from, ...(from === to ? [to] : shortestPath(next, to, from, knot))]),
    ),
  );
  loops.sort((a, b) => a.length - b.length);
  const named = new Set();
  const cycles = [];
  for (const nodes of loops) {
    const steps = nodes.slice(0, -1).map((from, position) => `${from}\0${nodes[position + 1]}`);
    if (named.has(steps[0])) continue;
    for (const step of steps) named.add(step);
    cycles.push({
      path: nodes.join(" → "),
      steps: steps.map((key) => {
        const [from, to] = key.split("\0");
        return { from, to, places: places.get(key) };
      }),
    });
  }
  return cycles;
}

/** The cycles between files and between areas of the files under `scanned`. */
export function dependencyCycles({ repo, scanned, areaRoots: written }) {
  const areaRoots = expandRoots(repo, written);
  const imports = importsUnder(repo, scanned).map((edge) => ({ ...edge, where: `${edge.from}:${edge.line}` }));
  const areaEdges = imports.flatMap((edge) => {
    const from = areaOf(edge.from, areaRoots);
    const to = areaOf(edge.to, areaRoots);
    return from && to && from !== to ? [{ from, to, where: edge.where }] : [];
  });
  return { files: cyclesOf(imports), areas: cyclesOf(areaEdges) };
}

/** A cycle as a reader fixes it: the path, then each step with the imports behind it. */
export function describe(cycle) {
  const shown = 3;
  const steps = cycle.steps.map(({ from, to, places }) => {
    const more = places.length > shown ? ` (and ${places.length - shown} more)` : "";
    return `    ${from} → ${to}: ${places.slice(0, shown).join(", ")}${more}`;
  });
  return [`  ${cycle.path}`, ...steps].join("\n");
}

/**
 * Imports past an area's entry: an area's loose files are what other areas use; its `http/` folder
 * (its API and its pages' loaders and actions) is reached only from inside the area, by the mounts
 * (workers/*.ts) and by the store's routes (app/routes), which are the area's pages. A component
 * may name the type of its page's data (`import type`, erased by the build), as a route does with
 * `typeof loader`.
 */
export function deepImports(repo) {
  const scanned = ["workers", "app"].filter((folder) => existsSync(join(repo, folder)));
  const imports = scanned.flatMap((folder) => importsUnder(repo, folder, "workers"));
  return imports.filter(({ from, to, typeOnly }) => {
    const [, area, layer] = to.split("/");
    if (layer !== "http") return false;
    if (from.startsWith(`workers/${area}/`) || from.startsWith("app/routes/")) return false;
    if (from.startsWith("app/") && typeOnly) return false;
    return from.split("/").length > 2; // workers/api.ts, workers/app.ts: the mounts
  });
}
