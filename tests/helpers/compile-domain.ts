/**
 * The domain compiled with its own settings (tsconfig.domain.json), from a few root files and
 * what they import, once as it is and once with files changed in memory: how the table tests
 * (tests/architecture/exhaustive.test.ts, tests/domain/command/family-tables.test.ts) show that
 * a new member of a closed set is a compile error wherever it is not handled.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { expect } from 'vitest';
import { ROOT } from './pins';

/** A file's change in memory: its text as it stands in, the text to compile out. */
export type Changes = Record<string, (text: string) => string>;

/**
 * A compiler of the domain from `roots` (paths from the repository root). Each call gives the
 * type errors as "file: message" (the file relative to the repository root), with `changes`
 * (keyed by absolute path) applied in memory; each program reuses the last one's work.
 */
export function domainCompiler(roots: readonly string[]): (changes?: Changes) => string[] {
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
  const rootNames = roots.map((f) => resolve(ROOT, f));
  let previous: ts.Program | undefined;
  return (changes = {}) => {
    const host = ts.createCompilerHost(config.options);
    const read = host.readFile.bind(host);
    host.readFile = (file) => {
      const text = read(file);
      const change = changes[resolve(file)];
      return text !== undefined && change ? change(text) : text;
    };
    const program = ts.createProgram({ rootNames, options: config.options, host, oldProgram: previous });
    previous = program;
    return ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? d.file.fileName.slice(ROOT.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
  };
}

/** The change must be a real edit of the file as it stands, or the test proves nothing. */
export const edit = (file: string, find: string, replace: string) => (text: string) => {
  expect(readFileSync(file, 'utf8')).toContain(find);
  return text.replace(find, replace);
};
