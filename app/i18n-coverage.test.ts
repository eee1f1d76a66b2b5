// Every Korean word a page shows comes from a catalogue: in app/ and core/, a string with Hangul
// may only be the `ko` wording of a text that also has its `en` (core/i18n.ts). Anything else —
// a Korean label typed into a component, a message built from Korean pieces — is a text English
// readers would see untranslated. Comments are not text users see and are ignored.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/**
 * Files whose Korean is data rather than interface text: the grammar of Korean search (particles,
 * initial consonants), names matched as written.
 */
const LANGUAGE_DATA = new Set([
  "core/korean-search.ts",
  "core/nickname.ts",
  "core/brand.ts",
  // The count units 천 and 만 are the Korean number format itself.
  "core/format.ts",
  "app/components/ui/language-switch.tsx",
]);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** True when the literal is the value of `ko:` in an object literal that also has `en`. */
function isCatalogueKorean(node: ts.Node): boolean {
  let current: ts.Node = node;
  // A template's span or a conditional inside the `ko` value still counts as the `ko` value.
  while (current.parent && !ts.isPropertyAssignment(current.parent) && !ts.isObjectLiteralExpression(current.parent)) {
    if (ts.isBlock(current.parent) || ts.isSourceFile(current.parent)) return false;
    if (ts.isArrowFunction(current.parent) && ts.isPropertyAssignment(current.parent.parent)) {
      current = current.parent;
      continue;
    }
    current = current.parent;
  }
  const property = current.parent;
  if (!property || !ts.isPropertyAssignment(property)) return false;
  const name = property.name.getText();
  if (name !== "ko") return false;
  const object = property.parent;
  return object.properties.some((p) => p.name?.getText() === "en");
}

function koreanLiterals(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.getText()
          : null;
    if (literal !== null && HANGUL.test(literal) && !isCatalogueKorean(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${literal.trim().slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("interface text comes from catalogues", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("core")].filter((f) => !LANGUAGE_DATA.has(f));

  // Reads every source file of app/ and core/: seconds, more when the machine is busy.
  it("has no Korean outside catalogue entries", { timeout: 30_000 }, () => {
    expect(files.flatMap(koreanLiterals)).toEqual([]);
  });

  it("finds Korean typed into a component", () => {
    const file = "app/i18n-coverage.fixture.tsx";
    fs.writeFileSync(
      path.join(ROOT, file),
      'export const Label = () => <span>저장</span>;\nexport const ok = { ko: "저장", en: "Save" };\n',
    );
    try {
      expect(koreanLiterals(file)).toEqual([`${file}:1 저장`]);
    } finally {
      fs.rmSync(path.join(ROOT, file));
    }
  });
});
