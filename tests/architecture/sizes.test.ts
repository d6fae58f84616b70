import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Sizes a newcomer can read (issue 49): no source file over 400 lines, no function over 150
 * unless the comment just above it says why (`Long because: …`). Tests (lists of cases) and the
 * frozen migrations are left out.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const FILE_MAX = 400;
const FUNCTION_MAX = 150;

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return path.startsWith("db/migrations") ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const lineOf = (source: ts.SourceFile, position: number) => source.getLineAndCharacterOfPosition(position).line;

/** The name a function goes by: its own, or the variable, property or export it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return "default";
}

/** The functions of a source longer than FUNCTION_MAX lines with no reason written above them, by name. */
export function longFunctions(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart()) + 1;
      const statement = ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) ? node : (node.parent.parent?.parent ?? node);
      const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
      const reason = comments.some((c) => /Long because: \S/.test(text.slice(c.pos, c.end)));
      if (lines > FUNCTION_MAX && !reason) found.push(`${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sources = ["app", "server", "db", "scripts", "bench"].flatMap(sourcesUnder);

describe("sizes", () => {
  it("finds a long function and accepts one whose reason is written above it", () => {
    const body = Array.from({ length: FUNCTION_MAX + 5 }, (_, i) => `  const a${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `export function big() {\n${body}\n}\n`)).toEqual([`big (${FUNCTION_MAX + 7} lines)`]);
    expect(longFunctions("x.tsx", `export const Big = () => {\n${body}\n};\n`)).toEqual([`Big (${FUNCTION_MAX + 7} lines)`]);
    expect(longFunctions("x.ts", `/** Long because: one table of cases. */\nexport function big() {\n${body}\n}\n`)).toEqual([]);
    expect(longFunctions("x.ts", `export function small() {\n  return 1;\n}\n`)).toEqual([]);
  });

  it(`no source file is over ${FILE_MAX} lines`, () => {
    const over = sources.filter((path) => readFileSync(join(root, path), "utf8").split("\n").length > FILE_MAX);
    expect(over).toEqual([]);
  });

  it(`no function is over ${FUNCTION_MAX} lines without a reason written beside it`, () => {
    const over = sources.flatMap((path) => longFunctions(path, readFileSync(join(root, path), "utf8")).map((found) => `${path}: ${found}`));
    expect(over).toEqual([]);
  });
});
