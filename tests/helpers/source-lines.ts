/**
 * The source files of the repository, read as lines of code, for the architecture tests that
 * hold a rule about what the code says (no parse-back, one home per concept). Comment lines
 * are skipped: they explain, they are not code.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './pins';

/** Every .ts and .tsx file under `dir` (relative to the repository root). */
export const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : /\.(ts|tsx)$/.test(e.name)
        ? [relative(ROOT, join(ROOT, dir, e.name))]
        : [],
  );

export type Hit = { file: string; line: number; text: string };

/** The code lines of `files` that match `pattern`. */
export function hits(files: readonly string[], pattern: RegExp): Hit[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((text, i) =>
        pattern.test(text) && !/^\s*(\/\/|\*|\/\*|\{\/\*)/.test(text)
          ? [{ file, line: i + 1, text: text.trim() }]
          : [],
      ),
  );
}

export const where = (h: Hit): string => `${h.file}:${h.line}: ${h.text}`;
