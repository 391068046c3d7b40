/** Node-only: reads profiles/ and profiles/hardware/ as text for the validator. */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { InputFile } from './validate.ts';

const jsonFiles = (dir: string, root: string): InputFile[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
        .sort()
        .map((f) => ({ file: relative(root, join(dir, f)), text: readFileSync(join(dir, f), 'utf8') }))
    : [];

export function readProfilesDir(
  dir: string,
  root = process.cwd(),
): { hardwareFiles: InputFile[]; profileFiles: InputFile[] } {
  return {
    hardwareFiles: jsonFiles(join(dir, 'hardware'), root),
    profileFiles: jsonFiles(dir, root),
  };
}
