/**
 * npm run -s read-log -- FILE|- [--json] [--dry-run] [--runtime llama.cpp|ik_llama.cpp]
 *   prints what a llama.cpp or ik_llama.cpp log says: file size and BPW, layers offloaded,
 *   model, KV and compute buffers per device, tensor type counts, buffer type overrides, the
 *   memory breakdown, llama_params_fit and --fit-print projections, ik_llama.cpp's layer sizes;
 *   each figure with its kind (reported by the runtime in this log, or projected by <runtime>
 *   <build>) and its line. llama.cpp v0.5.0's lines too: its --fit probe loads (no_alloc = 1)
 *   are projections, the real load is reported; each layer's device, KV sizes, fit targets.
 *   vLLM's and SGLang's startup memory lines per rank. Figures that cannot be (nan, inf, over
 *   1 PiB) are named unreadable with their line; a log over a limit (log-limits.ts) is refused.
 *   "-" reads standard input. --json prints the data.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { logReadingText } from '../domain/load-log/log-text';
import { readLoadLog } from '../domain/load-log/read-log';
import { command, fail, mustBeFile, runIfMain } from './lib/io';

const USAGE = 'usage: npm run -s read-log -- FILE|- [--json] [--dry-run] [--runtime llama.cpp|ik_llama.cpp]';

export const run = command((argv, io) => {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        runtime: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
  if (args.values.help) return void io.stdout.write(`${USAGE}\n`);
  if (args.positionals.length !== 1) fail(USAGE);
  const runtime = args.values.runtime;
  if (runtime !== undefined && runtime !== 'llama.cpp' && runtime !== 'ik_llama.cpp')
    fail(`--runtime is llama.cpp or ik_llama.cpp, got "${runtime}"`);
  const path = args.positionals[0]!;
  if (path !== '-') mustBeFile(path);
  let text: string;
  try {
    text = readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (e) {
    return fail(`${path}: ${(e as Error).message}`);
  }
  const reading = readLoadLog(text, { dryRun: args.values['dry-run'], runtime });
  io.stdout.write(
    args.values.json
      ? `${JSON.stringify(reading, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`
      : logReadingText(reading),
  );
  return reading.recognised ? 0 : 1;
});

runIfMain(import.meta.url, run);
