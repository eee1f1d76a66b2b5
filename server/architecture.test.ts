// The import directions of docs/ARCHITECTURE.md, read from the source with the TypeScript
// compiler: server modules form no cycle (a module that needs another's side effect emits an
// event instead, server/events), core/ imports nothing of app/ or server/, server/ nothing of
// app/, and app/ takes only types from server/ (its runtime code would end up in the browser).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** Every import, re-export and dynamic import() of one file whose target is a file of the repository. */
export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolveRelative(file, specifier.text);
    if (to) found.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      // `import { type A, type B }` erases like `import type { A, B }`; a bare `import "x"` runs x.
      const typeOnly = Boolean(
        clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly))),
      );
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : null;
      add(node.moduleSpecifier, node.isTypeOnly || Boolean(named && named.length > 0 && named.every((e) => e.isTypeOnly)));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal as ts.Expression, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The server module a file belongs to (server/modules/<name>/…), or null. */
export function moduleOf(file: string): string | null {
  return /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Each cycle of a directed graph once, as the path a → … → a (Tarjan's strongly connected components). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * The part of the server a file belongs to, for the whole-server cycle check: its module
 * (server/modules/<name>/…), its folder (server/events, server/lib, server/db …), or the file
 * itself when it sits at the top (server/main.ts, server/modules/route.ts: the assembly and the
 * shared route helper are neither a module nor one of their folder's peers).
 */
export function partOf(file: string): string {
  const module = moduleOf(file);
  if (module) return module;
  const folder = /^server\/([^/]+)\//.exec(file)?.[1];
  return folder && folder !== "modules" ? `server/${folder}` : file;
}

/** The module graph: an edge a → b when a file of module a imports a file of module b. */
export function moduleGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const i of imports) {
    const a = moduleOf(i.from);
    const b = moduleOf(i.to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  return graph;
}

function describeEdges(imports: readonly Import[], modules: readonly string[]): string {
  const inCycle = new Set(modules);
  return imports
    .filter((i) => {
      const a = moduleOf(i.from);
      const b = moduleOf(i.to);
      return a && b && a !== b && inCycle.has(a) && inCycle.has(b);
    })
    .map((i) => `${i.from} → ${i.to}`)
    .join("\n");
}

const all = ["app", "core", "server"].flatMap((dir) => sourceFiles(dir)).filter((f) => !f.includes("/.react-router/"));
const imports = all.flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), "utf8")));
const runtime = (i: Import) => !i.typeOnly;

describe("import rules", () => {
  it("reads the repository's imports", () => {
    // A parser that found nothing would pass every rule below.
    expect(imports.filter((i) => moduleOf(i.from) && moduleOf(i.to)).length).toBeGreaterThan(100);
  });

  it("server modules import one another without cycles", () => {
    const cycles = cyclesOf(moduleGraph(imports));
    expect(cycles.map((c) => `${c.join(" ↔ ")}\n${describeEdges(imports, c)}`)).toEqual([]);
  });

  it("no server file's runtime imports lead back to it through another part of the server", () => {
    // Every server file, the event bus included: a loop through server/events (the bus importing
    // the subscribers, which import the emitters) is a loop like any other.
    const server = imports.filter(
      (i) => runtime(i) && i.from.startsWith("server/") && i.to.startsWith("server/") && !i.from.endsWith(".test.ts"),
    );
    const graph = new Map<string, Set<string>>();
    for (const i of server) {
      const [a, b] = [partOf(i.from), partOf(i.to)];
      if (a === b) continue;
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
    expect(graph.size).toBeGreaterThan(30);
    expect(cyclesOf(graph).map((c) => c.join(" ↔ "))).toEqual([]);
  });

  it("core/ imports nothing of app/ or server/", () => {
    const wrong = imports.filter((i) => i.from.startsWith("core/") && !i.to.startsWith("core/"));
    expect(wrong.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it("server/ imports nothing of app/", () => {
    const wrong = imports.filter((i) => i.from.startsWith("server/") && i.to.startsWith("app/"));
    expect(wrong.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it("app/ takes only types from server/", () => {
    const wrong = imports.filter((i) => i.from.startsWith("app/") && i.to.startsWith("server/") && runtime(i));
    expect(wrong.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });
});

describe("the rules' own machinery", () => {
  it("tells type-only imports from runtime ones", () => {
    const file = "server/modules/comments/service.ts";
    const found = importsOf(
      file,
      [
        'import { a } from "../boards/service";',
        'import type { B } from "../boards/types";',
        'import { type C, type D } from "../missions/types";',
        'import { type E, f } from "../points/service";',
        'export { g } from "../reactions/likes";',
        'const h = () => import("../search/indexer");',
        'import { x } from "zod";',
      ].join("\n"),
    );
    expect(found.map((i) => [i.to, i.typeOnly])).toEqual([
      ["server/modules/boards/service.ts", false],
      ["server/modules/boards/types.ts", true],
      ["server/modules/missions/types.ts", true],
      ["server/modules/points/service.ts", false],
      ["server/modules/reactions/likes.ts", false],
      ["server/modules/search/indexer.ts", false],
    ]);
  });

  it("finds a cycle through several modules and none in a chain", () => {
    const edge = (from: string, to: string): Import => ({
      from: `server/modules/${from}/x.ts`,
      to: `server/modules/${to}/y.ts`,
      typeOnly: false,
    });
    const chain = [edge("reactions", "boards"), edge("missions", "reactions"), edge("missions", "points")];
    expect(cyclesOf(moduleGraph(chain))).toEqual([]);
    const loop = [...chain, edge("boards", "missions"), edge("search", "search")];
    expect(cyclesOf(moduleGraph(loop))).toEqual([["boards", "missions", "reactions"]]);
  });

  it("finds a module importing itself only through another", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["a"])],
      ["c", new Set(["c"])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b"], ["c"]]);
  });
});
