import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** One import of a source file: the file it names and whether it disappears at run time. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type` / `export type … from` / `typeof import(…)`: gone when the code runs. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name.startsWith(".") ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The project's aliases (package.json `imports`, "#app/*": "./app/*"), as prefix → folder. */
function aliasesOf(root: string): Array<[string, string]> {
  const imports = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { imports?: Record<string, string> }).imports ?? {};
  return Object.entries(imports).map(([alias, target]) => [alias.replace(/\*$/, ""), resolve(root, target.replace(/\*$/, ""))]);
}

/** The file a relative or aliased specifier names, or null (packages, virtual and generated modules). */
function resolveSpecifier(fromFile: string, specifier: string, aliases: ReadonlyArray<[string, string]>): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith(".")) return null;
  const path = specifier.replace(/\?.*$/, "");
  const base = alias ? join(alias[1], path.slice(alias[0].length)) : resolve(dirname(fromFile), path);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The specifiers a file imports, read with TypeScript's parser (static, re-exports, dynamic, type). */
export function importsOf(file: string, text = readFileSync(file, "utf8")): Array<{ specifier: string; typeOnly: boolean }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import { type A } from "x"` still loads x (verbatimModuleSyntax); only `import type` does not.
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.importClause?.isTypeOnly ?? false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between the project's own files under `dirs`, paths relative to `root` with "/". */
export function importGraph(root: string, dirs: readonly string[]): ImportEdge[] {
  const name = (path: string) => relative(root, path).split(sep).join("/");
  const aliases = aliasesOf(root);
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      importsOf(file).flatMap(({ specifier, typeOnly }) => {
        const target = resolveSpecifier(file, specifier, aliases);
        return target && SOURCE.test(target) ? [{ from: name(file), to: name(target), typeOnly }] : [];
      }),
    ),
  );
}

/** Import cycles, each as the files around it ("a → b → a"), one per import that closes one; none when imports point one way. */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const to of [...new Set(next.get(file) ?? [])].sort()) {
      if (state.get(to) === "open") cycles.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...next.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
