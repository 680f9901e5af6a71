import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "~/lib/project-root.server";

// The floors of the code base, top to bottom: imports may only run down (or stay on a floor).
const floors = [
  { name: "routes", match: (f: string) => /^app\/(routes\/|root\.tsx$|routes\.ts$|entry\.(server|client)\.tsx$)/.test(f) },
  { name: "shell", match: (f: string) => f.startsWith("app/shell/") },
  { name: "features", match: (f: string) => f.startsWith("app/features/") },
  { name: "components/ui", match: (f: string) => f.startsWith("app/components/ui/") },
  { name: "lib", match: (f: string) => f.startsWith("app/lib/") },
  { name: "db", match: (f: string) => f.startsWith("db/") },
];

const root = projectRoot();
const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f);

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return rel === "db/migrations" ? [] : walk(rel);
    return isSource(rel) ? [rel] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith("~db/")) base = `db/${spec.slice(4)}`;
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null; // a package
  if (base.includes("/+types/")) return null; // generated route types
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (isSource(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null; // styles and other assets
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...walk("app"), ...walk("db")]) {
    const text = readFileSync(path.join(root, file), "utf8");
    const specs = [
      ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)import\s+["']([^"']+)["']/g),
    ].map((m) => m[1] ?? m[2] ?? m[3]!);
    graph.set(file, [...new Set(specs.map((s) => resolve(file, s)).filter((f): f is string => f !== null))]);
  }
  return graph;
}

const floorOf = (file: string) => floors.findIndex((f) => f.match(file));

/** Groups of files that import each other in a circle (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("layers", () => {
  const graph = importGraph();

  it("places every source file on a floor", () => {
    expect([...graph.keys()].filter((f) => floorOf(f) === -1)).toEqual([]);
  });

  it("imports only downwards: routes → shell → features → components/ui → lib → db", () => {
    const upward = [...graph].flatMap(([from, targets]) => targets.filter((to) => floorOf(to) < floorOf(from)).map((to) => `${from} → ${to}`));
    expect(upward).toEqual([]);
  });

  it("has no files importing each other in a circle", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("sees the imports it checks", () => {
    // Guards the scanner itself: a known import must be found.
    expect(graph.get("app/root.tsx")).toContain("app/shell/site-layout.tsx");
    expect(graph.get("app/features/booking/booking.server.ts")).toContain("db/locks.ts");
  });
});
