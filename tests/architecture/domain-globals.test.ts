/**
 * The domain is plain TypeScript: the domain's own compiler settings (tsconfig.domain.json,
 * which `npm run typecheck` uses) give it no DOM and no Node types, so a `document` or
 * `window` or `process` in a domain file fails the typecheck. Shown here on a scratch file
 * compiled with exactly those settings, beside one that uses only the language.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../helpers/pins';

const config = ts.getParsedCommandLineOfConfigFile(
  resolve(ROOT, 'tsconfig.domain.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;

const SOURCES = {
  plain: 'export const twice = (n: number): number => n * 2;\n',
  'document.title': 'export const x = document.title;\n',
  'window.location': 'export const x = window.location;\n',
  'process.env': 'export const x = process.env;\n',
  localStorage: 'export const x = localStorage.getItem("x");\n',
};
// One program for every scratch file: loading the standard library once keeps this quick.
const dir = mkdtempSync(join(tmpdir(), 'domain-'));
const files = Object.fromEntries(
  Object.entries(SOURCES).map(([name, source], i) => {
    const file = join(dir, `scratch-${i}.ts`);
    writeFileSync(file, source);
    return [name, file];
  }),
);
const program = ts.createProgram(Object.values(files), config.options);
const diagnosticsFor = (name: keyof typeof SOURCES): string[] =>
  ts
    .getPreEmitDiagnostics(program, program.getSourceFile(files[name]!))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

it('compiles plain TypeScript', () => {
  expect(diagnosticsFor('plain')).toEqual([]);
});

it.each(['document.title', 'window.location', 'process.env', 'localStorage'] as const)(
  'refuses %s in the domain',
  (name) => {
    expect(diagnosticsFor(name).join('\n')).toMatch(/Cannot find name/);
  },
);
