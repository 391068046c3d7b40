/**
 * Real commands for the command-reader tests, taken from the stored source texts under
 * profiles/sources/ (never typed in here): the fenced code block that starts with a given
 * line, as the page prints it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { ROOT, SOURCES_DIR, everyPin, loadBundled, loadSourced } from './pins';

/** The repository root and the stored source texts of the catalogue under test. */
export { ROOT, SOURCES_DIR };

/** The catalogue as the app loads it (read-dir + loadAll), once. */
export const catalogue = loadBundled;
/** Every bundled pin with its hardware: the pins whose sources are real (pins.ts, `loadSourced`). */
export const cataloguePins = (): { profile: Profile; hardware: Hardware }[] => everyPin(loadSourced());

/** The lines of the first fenced block of `file` whose first line starts with `start`. */
export function commandFrom(file: string, start: string): string {
  const text = readFileSync(resolve(SOURCES_DIR, file), 'utf8');
  const blocks = text.split('```').filter((_, i) => i % 2 === 1);
  for (const b of blocks) {
    const lines = b.split('\n').slice(1);
    const i = lines.findIndex((l) => l.trimStart().startsWith(start));
    if (i >= 0) return lines.slice(i).join('\n').trim();
  }
  throw new Error(`no block starting with "${start}" in ${file}`);
}

export const DEEPSEEK_HICACHE = () =>
  commandFrom('sglang-hicache-best-practices.txt', 'python3 -m sglang.launch_server');
export const KIMI_KT = () => commandFrom('kt-kimi-k2-thinking-native.txt', 'python -m sglang.launch_server');
export const UNSLOTH_GPT_OSS = () => commandFrom('unsloth-gpt-oss-guide.txt', './llama.cpp/llama-cli');
/** The command line of llama.cpp PR #15077's description. */
export const PR_15077 = () =>
  readFileSync(resolve(SOURCES_DIR, 'llamacpp-pr-15077-n-cpu-moe.txt'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('llama-server '))!;
