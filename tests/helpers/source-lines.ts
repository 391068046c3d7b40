/**
 * The source files of the repository and the places the architecture tests find in them (a file,
 * a line, its code): the tests read each file's syntax tree (tests/helpers/source-ast.ts).
 */
import { readdirSync } from 'node:fs';
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

export const where = (h: Hit): string => `${h.file}:${h.line}: ${h.text}`;
