/**
 * npm run -s read-command -- "<command>" [--hardware ID_OR_FILE] [--runtime NAME@VERSION]
 *                            [--layers N] [--gguf FILE] [--json]
 *
 * Reads a llama.cpp, ik_llama.cpp, vLLM or SGLang command line and prints where each
 * component lives under it, with each flag's effect in the runtime's own words and where
 * those words come from; --json prints the reading as data. --layers gives the model's
 * repeating-layer count when it is known, so layer ranges can be numbered.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readCommand } from '../domain/command/read-command';
import { parseRuntime } from '../domain/command/runtime';
import type { Hardware } from '../domain/profile/schema/hardware';
import { validateHardware } from '../profiles/validate';
import { readingText } from './lib/format-reading';
import { command, fail, runIfMain } from './lib/io';
import { displayPath, formatProblem, loadRepository } from './lib/load';

const USAGE =
  'usage: npm run -s read-command -- "<command>" [--hardware ID_OR_FILE] [--runtime NAME@VERSION] [--layers N] [--gguf FILE] [--json]';

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        hardware: { type: 'string' },
        runtime: { type: 'string' },
        layers: { type: 'string' },
        gguf: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
}

function resolveHardware(arg: string): Hardware {
  if (arg.endsWith('.json') || arg.includes('/')) {
    if (!existsSync(arg)) fail(`${arg}: no such hardware file`);
    const r = validateHardware(displayPath(arg), readFileSync(arg, 'utf8'));
    if (!r.hardware)
      fail([`${arg} is not a valid hardware file:`, ...r.errors.map(formatProblem)].join('\n'));
    return r.hardware;
  }
  const loaded = loadRepository();
  const h = loaded.hardware.find((x) => x.id === arg);
  if (!h) fail(`unknown hardware id "${arg}" (known: ${loaded.hardware.map((x) => x.id).join(', ')})`);
  return h;
}

export const run = command((argv, io) => {
  const args = parseOptions(argv);
  if (args.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (args.positionals.length !== 1) fail(USAGE);
  const runtime = args.values.runtime === undefined ? undefined : parseRuntime(args.values.runtime);
  if (runtime && !runtime.ok) fail(`--runtime: ${runtime.message}`);
  const layers = args.values.layers === undefined ? undefined : Number(args.values.layers);
  if (layers !== undefined && (!Number.isInteger(layers) || layers < 1 || layers > 10_000))
    fail(`--layers expects a whole number of layers, got "${args.values.layers}"`);
  if (args.values.gguf !== undefined)
    fail(
      '--gguf: reading a model file header needs the model-file reader of issue 21, which is not on main yet',
    );
  const hardware = args.values.hardware === undefined ? undefined : resolveHardware(args.values.hardware);
  const gpuLane = hardware?.lanes.find((l) => l.tier === 'gpu-memory');
  const reading = readCommand(args.positionals[0]!, {
    runtime: runtime?.ok ? runtime.runtime : undefined,
    model: layers === undefined ? undefined : { layers, from: '--layers' },
    gpus: gpuLane ? gpuLane.devicesPerNode : undefined,
  });
  io.stdout.write(
    args.values.json ? `${JSON.stringify(reading, null, 2)}\n` : readingText(reading, hardware),
  );
  return 0;
});

runIfMain(import.meta.url, run);
