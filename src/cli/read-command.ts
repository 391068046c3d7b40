/**
 * npm run -s read-command -- "<command>" | --file PASTE.txt [--hardware ID_OR_FILE | --gpus N --gpu-memory LABEL
 *                            --host-ram LABEL --disk LABEL] [--runtime NAME@VERSION]
 *                            [--layers N] [--gguf FILE] [--json] [--write DIR] [--log FILE]
 *
 * Reads a llama.cpp, ik_llama.cpp, vLLM or SGLang command line and prints where each
 * component lives under it, with each flag's effect in the runtime's own words and where
 * those words come from. --json prints the draft profile (a local draft pin, not a pin of
 * this site); --write DIR writes it, and the hardware when it comes from labels, as files
 * that check-profiles reads. --layers gives the model's repeating-layer count when known.
 * --log FILE reads the run's log and says, device by device, where it confirms or contradicts
 * the command (read-command-log.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { draftProfile } from '../domain/command/draft/draft-profile';
import { hardwareFromLabels } from '../domain/command/draft/draft-hardware';
import { parseRuntime } from '../domain/command/runtime';
import type { Hardware } from '../domain/profile/schema/hardware';
import { validateHardware } from '../profiles/validate';
import { readingText } from './lib/format-reading';
import { asyncCommand, fail, mustBeFile, runIfMain } from './lib/io';
import { fileSource } from './lib/file-source';
import { describeHeaderProblem } from '../domain/model-file/header-error';
import { readModelHeader, type ModelHeader } from '../domain/model-file/read-header';
import { readSetup } from '../domain/setup/read-setup';
import { displayPath, formatProblem, loadRepository } from './lib/load';
import { LOG_OPTION, logCheckText, readLogFile } from './read-command-log';
import { MEMORY_USAGE, memoryJson, takeMemoryOptions } from './lib/memory-json';

const USAGE =
  'usage: npm run -s read-command -- "<command>" | --file PASTE.txt [--hardware ID_OR_FILE | --gpus N --gpu-memory LABEL --host-ram LABEL --disk LABEL] [--runtime NAME@VERSION] [--layers N] [--gguf FILE] [--json] [--write DIR] [--log FILE]';

/**
 * A pasted command is one argument with spaces or line breaks in it; one that starts with a
 * flag ("-c 240000 -ngl 99", a container's arguments) is still the command, not an option of
 * this tool, so it is set apart before the options are parsed.
 */
function splitCommand(argv: readonly string[]): { rest: string[]; command: string | undefined } {
  const i = argv.findIndex((a) => /\s/.test(a.trim()) && a.trim().startsWith('-'));
  return i < 0
    ? { rest: [...argv], command: undefined }
    : { rest: argv.filter((_, j) => j !== i), command: argv[i] };
}

function parseOptions(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        hardware: { type: 'string' },
        runtime: { type: 'string' },
        layers: { type: 'string' },
        gguf: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        write: { type: 'string' },
        gpus: { type: 'string' },
        'gpu-memory': { type: 'string' },
        'host-ram': { type: 'string' },
        disk: { type: 'string' },
        file: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...LOG_OPTION,
      },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
}

/** The header of each file (a GGUF file or every split of it). */
async function headersOf(paths: readonly string[]): Promise<ModelHeader[]> {
  const headers: ModelHeader[] = [];
  for (const path of paths) {
    mustBeFile(path, '--gguf');
    const source = fileSource(path);
    try {
      const r = await readModelHeader(source);
      if (!r.ok) fail(`--gguf: ${path}: ${describeHeaderProblem(r.problem)}`);
      headers.push(r.header);
    } finally {
      source.close();
    }
  }
  return headers;
}

function resolveHardware(arg: string): Hardware {
  if (arg.endsWith('.json') || arg.includes('/')) {
    if (!existsSync(arg)) fail(`${arg}: no such hardware file`);
    mustBeFile(arg, '--hardware');
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

type Options = ReturnType<typeof parseOptions>['values'];

/** The command to read: from --file, or the one argument (after `--` or quoted). */
function commandText(v: Options, given: readonly string[]): string {
  if (v.file !== undefined) mustBeFile(v.file, '--file');
  const fromFile = v.file === undefined ? undefined : readFileSync(v.file, 'utf8');
  if (fromFile === undefined ? given.length !== 1 : given.length !== 0) fail(USAGE);
  const text = fromFile ?? given[0]!;
  // Read, an empty paste is a command of no words: said instead, as the app's Read button does.
  if (text.trim() === '') fail(v.file === undefined ? 'the command is empty' : `--file: ${v.file}: is empty`);
  return text;
}

/** A whole number option within its bounds, or undefined when not given. */
function wholeNumber(
  raw: string | undefined,
  ok: (n: number) => boolean,
  message: string,
): number | undefined {
  const n = raw === undefined ? undefined : Number(raw);
  if (n !== undefined && (!Number.isInteger(n) || !ok(n))) fail(`${message}, got "${raw}"`);
  return n;
}

/** The hardware named (--hardware) or described by labels (`generated`), never both. */
function hardwareOption(v: Options): { hardware: Hardware | undefined; generated: Hardware | undefined } {
  const gpus = wholeNumber(v.gpus, (n) => n >= 1 && n <= 64, '--gpus expects 1 to 64 GPUs');
  const labelled =
    gpus !== undefined ||
    v['gpu-memory'] !== undefined ||
    v['host-ram'] !== undefined ||
    v.disk !== undefined;
  if (labelled && v.hardware !== undefined)
    fail('give --hardware, or the labels (--gpus, --gpu-memory, --host-ram, --disk), not both');
  const generated = labelled
    ? hardwareFromLabels({
        gpus: gpus ?? 1,
        gpuMemory: v['gpu-memory'],
        hostRam: v['host-ram'],
        disk: v.disk,
      })
    : undefined;
  return {
    hardware: generated ?? (v.hardware === undefined ? undefined : resolveHardware(v.hardware)),
    generated,
  };
}

export const run = asyncCommand(async (argv, io) => {
  const { rest, opts: memoryOpts } = takeMemoryOptions(argv);
  const split = splitCommand(rest);
  const args = parseOptions(split.rest);
  const v = args.values;
  if (v.help) {
    io.stdout.write(`${USAGE} ${MEMORY_USAGE}\n`);
    return 0;
  }
  const command = commandText(v, [
    ...(split.command === undefined ? [] : [split.command]),
    ...args.positionals,
  ]);
  const given = givenFacts(v);
  const { hardware, generated } = hardwareOption(v);
  const setup = await readTheSetup(v, command, given, hardware);
  if (!v.json && v.write === undefined) {
    io.stdout.write(readingText(setup.reading, hardware));
    if (v.log !== undefined) io.stdout.write(logCheckText(setup, v.log));
    return 0;
  }
  const modelLayers = setup.inventory ? setup.inventory.facts.blockCount : given.layers;
  const board = hardware ?? hardwareFromLabels({ gpus: 1 });
  const draft = draftProfile({
    command,
    reading: setup.reading,
    hardware: board,
    checked: new Date().toISOString().slice(0, 10),
    ...(modelLayers === undefined ? {} : { layers: modelLayers }),
  });
  if (v.write === undefined) {
    // Bytes per device (docs/bytes-per-device.md): printed beside the draft, never written into it.
    const memory =
      v.gguf?.length && setup.reading.runtime.family === 'llama.cpp'
        ? await memoryJson(v.gguf, setup.reading, memoryOpts, setup.log)
        : undefined;
    io.stdout.write(draftJson(memory ? { ...draft, memory } : draft));
    return 0;
  }
  writeDraft(io, v.write, draft.id, draftJson(draft), generated || !hardware ? board : undefined);
  return 0;
});

const draftJson = (draft: object): string =>
  `${JSON.stringify({ $schema: './profile.schema.json', ...draft }, null, 2)}\n`;

/** What the person says of the runtime (--runtime) and the model's layers (--layers). */
function givenFacts(v: Options) {
  const runtime = v.runtime === undefined ? undefined : parseRuntime(v.runtime);
  if (runtime && !runtime.ok) fail(`--runtime: ${runtime.message}`);
  const layers = wholeNumber(
    v.layers,
    (n) => n >= 1 && n <= 10_000,
    '--layers expects a whole number of layers',
  );
  return { runtime: runtime?.ok ? runtime.runtime : undefined, layers };
}

/** One reading of the setup: the command, the model file's header and the log together. */
async function readTheSetup(
  v: Options,
  command: string,
  given: ReturnType<typeof givenFacts>,
  hardware: Hardware | undefined,
) {
  const gpuLane = hardware?.lanes.find((l) => l.tier === 'gpu-memory');
  return readSetup({
    command,
    runtime: given.runtime,
    gpus: gpuLane ? gpuLane.devicesPerNode : undefined,
    layers: given.layers === undefined ? undefined : { count: given.layers, from: '--layers' },
    headers: v.gguf?.length ? await headersOf(v.gguf) : undefined,
    log: v.log === undefined ? undefined : readLogFile(v.log),
  });
}

/** Writes the draft (and the hardware file it needs, when the hardware is not a known one). */
function writeDraft(
  io: { stdout: { write: (s: string) => unknown } },
  dir: string,
  id: string,
  text: string,
  board: Hardware | undefined,
): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${id}.json`);
  writeFileSync(file, text);
  io.stdout.write(`${displayPath(file)}\n`);
  if (board) {
    const hwFile = join(dir, 'hardware', `${board.id}.json`);
    mkdirSync(dirname(hwFile), { recursive: true });
    writeFileSync(hwFile, `${JSON.stringify(board, null, 2)}\n`);
    io.stdout.write(`${displayPath(hwFile)}\n`);
  }
}

runIfMain(import.meta.url, run);
