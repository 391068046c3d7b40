// Runs tests/bench/model-file-read.ts (TypeScript, through tsx) and returns its figures.
import { execFileSync } from 'node:child_process';

export function modelFileBench() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/bench/model-file-read.ts'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}
