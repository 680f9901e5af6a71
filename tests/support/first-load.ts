import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** React Router's client manifest (build/client/assets/manifest-*.js), the part read here. */
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasDefaultExport: boolean; module: string; imports?: string[] };
export type ClientManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type FirstLoad = { routeId: string; bytes: number; requests: number; files: { file: string; bytes: number }[] };

export function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest in ${assets}: build the site first (npm run build)`);
  const source = readFileSync(path.join(assets, name), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as ClientManifest;
}

/** The pages a visitor can open: every route with a component, the admin area aside. */
export function publicPageRoutes(manifest: ClientManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport && !route.id.startsWith("routes/admin/"))
    .map((route) => route.id)
    .sort();
}

/**
 * The JavaScript a first visit of a route's page loads: the client entry, then the modules (and
 * their static imports) of the route and of every route above it, as the server's HTML lists them
 * for preloading. Bytes are gzip level 9 of each file. Code fetched on demand is not counted.
 */
export function firstLoadOf(clientDir: string, manifest: ClientManifest, routeId: string): FirstLoad {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  if (chain.length === 0) throw new Error(`unknown route ${routeId}`);
  for (const route of chain) [route.module, ...(route.imports ?? [])].forEach((file) => files.add(file));
  const sized = [...files].map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length }));
  return { routeId, bytes: sized.reduce((sum, f) => sum + f.bytes, 0), requests: sized.length, files: sized.sort((a, b) => b.bytes - a.bytes) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
