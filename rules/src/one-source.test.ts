// Issue 19: no Spanish message and no input limit is defined twice. Scans the API's and the apps'
// sources (generated files and tests excluded) with the TypeScript parser for string literals of
// 20 characters or more that appear in two places, and for a numeric limit (a name with min, max,
// limit or length) given the same number in two places. The rules package (scanned too) is the one place.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = [
  'rules/src',
  'api/src',
  'shared/src',
  'host/src',
  'remote-shop/src',
  'remote-cart/src',
  'remote-admin/src',
];
const MIN_TEXT = 20;
// A limit's name says what it limits (nameMax, MAX_CAPACITY); a bare `min`/`max` is an argument.
const LIMIT_NAME = /^(?!(min|max)$).*(min|max|limit|length)/i;
// Layout sizes (a style's minWidth, a text area's maxRows) limit no input.
const LAYOUT_NAME = /^(min|max)(Width|Height|Rows)$/;

/**
 * Repeats that are not rules, each with its reason. Kept tiny: anything else is a second definition.
 */
const ALLOWED_TEXTS = new Map<string, string>([
  // Two e-mails (order placed, window moved) close with the same sentence; mail wording, not a rule.
  ['Puedes seguir tu pedido en "Mis compras".', 'mail wording'],
]);

function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.split(path.sep).some((part) => ['generated', 'test', 'testing'].includes(part))),
  );
}

interface Found {
  texts: Map<string, Set<string>>;
  limits: Map<string, Set<string>>;
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isImportTypeNode(parent.parent) ||
    (ts.isCallExpression(parent) && ['require', 'import'].includes(parent.expression.getText()))
  );
}

function note(map: Map<string, Set<string>>, key: string, file: string) {
  if (!map.has(key)) map.set(key, new Set());
  map.get(key)?.add(file);
}

function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  return null;
}

function limitOf(node: ts.Node): string | null {
  if (!(ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node))) return null;
  const value = node.initializer;
  const name = node.name.getText();
  if (!value || !ts.isNumericLiteral(value) || !LIMIT_NAME.test(name) || LAYOUT_NAME.test(name)) return null;
  return `${node.name.getText()} = ${value.text}`;
}

function scan(): Found {
  const found: Found = { texts: new Map(), limits: new Map() };
  for (const file of sourceFiles()) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      kind,
    );
    const visit = (node: ts.Node) => {
      const text = textOf(node);
      if (text !== null && text.trim().length >= MIN_TEXT && /\s/.test(text) && !isModuleName(node)) {
        note(found.texts, text, file);
      }
      const limit = limitOf(node);
      if (limit) note(found.limits, limit, file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const repeated = (map: Map<string, Set<string>>) =>
  [...map].filter(([, files]) => files.size > 1).map(([value, files]) => `${value}  <- ${[...files].join(', ')}`);

describe('one source of truth for what the shop accepts', () => {
  const found = scan();

  it('reads the sources of the API and of every app', () => {
    expect(found.texts.size).toBeGreaterThan(500);
  });

  it('defines no text of 20 characters or more twice (beyond the commented allow-list)', () => {
    const twice = repeated(found.texts).filter((line) => !ALLOWED_TEXTS.has(line.split('  <- ')[0]!));
    expect(twice).toEqual([]);
  });

  it('defines no numeric limit twice', () => {
    expect(repeated(found.limits)).toEqual([]);
  });

  it('keeps the allow-list to repeats that still exist', () => {
    for (const text of ALLOWED_TEXTS.keys()) expect(found.texts.get(text)?.size ?? 0).toBeGreaterThan(1);
  });
});
