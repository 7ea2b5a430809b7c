// One browser chunk for the shell: every module of ours that app/root.tsx imports, directly or not,
// that is not a route. Every page loads all of them anyway; Rollup would otherwise cut them into a
// dozen small chunks (one per set of importers), each with its own imports, exports and gzip
// header, and a longer route manifest in every page (issue #19: first-load JS). `groups` name
// other chunks by the ends of their modules' ids, for modules some pages share.
import type { GetManualChunk } from "rollup";

const isOurs = (id: string) => !id.includes("/node_modules/") && !id.startsWith("\0");

export function shellChunk(rootFile: string, groups: Record<string, string[]> = {}): GetManualChunk {
  let shell: Set<string> | null = null;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        if (found.has(moduleId) || !isOurs(moduleId) || moduleId.includes("/app/routes/")) return;
        found.add(moduleId);
        for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
      };
      visit(rootFile);
      found.delete(rootFile);
      shell = found;
    }
    if (shell.has(id)) return "shell";
    return Object.entries(groups).find(([, ends]) => ends.some((end) => id.endsWith(end)))?.[0];
  };
}
