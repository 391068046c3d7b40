/**
 * npm run -s inventory -- FILE.gguf [MORE SHARDS...] [--family llama.cpp|ik_llama.cpp]
 *                         [--revision REV] [--url URL] [--checked YYYY-MM-DD] [--index model.safetensors.index.json]
 *                         [--summary]  (by component and layer range instead of the digest)
 * npm run -s inventory -- --from-log LOG.txt [...]
 *   the same digest from a load log that lists every tensor ("llama_model_loader: - tensor N:")
 *   writes the compact tensor digest of a local model file (or all its splits or shards) to
 *   stdout: file name, size, revision if given, then per tensor its name, type, shape and exact
 *   file bytes. Reads the headers only. A file whose header cannot be read: exit 1, naming the
 *   byte offset and the field.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDigest } from '../domain/model-file/digest';
import type { RuntimeFamily } from '../domain/model-file/ggml-types';
import { describeHeaderProblem } from '../domain/model-file/header-error';
import { buildInventory, type Inventory } from '../domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../domain/model-file/read-header';
import { parseSafetensorsIndex } from '../domain/model-file/shards';
import { summaryText } from '../domain/model-file/summary-text';
import { inventoryFromLog } from '../domain/load-log/log-inventory';
import { readLoadLog } from '../domain/load-log/read-log';
import { fileSource } from './lib/file-source';
import { asyncCommand, fail, mustBeFile, runIfMain, type Io } from './lib/io';

const USAGE =
  'usage: npm run -s inventory -- FILE.gguf|FILE.safetensors [MORE...] [--family llama.cpp|ik_llama.cpp] [--revision REV] [--url URL] [--checked YYYY-MM-DD] [--index INDEX.json] [--summary]\n       npm run -s inventory -- --from-log LOG.txt [same options]  (a load log that lists every tensor)';

function options(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        family: { type: 'string', default: 'llama.cpp' },
        revision: { type: 'string' },
        url: { type: 'string' },
        checked: { type: 'string' },
        index: { type: 'string' },
        summary: { type: 'boolean' },
        'from-log': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    return fail(`${(e as Error).message}\n${USAGE}`);
  }
}

type Values = ReturnType<typeof options>['values'];

/** Async: the header reader reads through promises. Resolves to the exit code. */
export const run = asyncCommand(async (argv, io) => {
  const args = options(argv);
  if (args.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const fromLog = args.values['from-log'];
  if (fromLog === undefined && args.positionals.length === 0) fail(USAGE);
  const family = familyOf(args.values.family);
  const index = args.values.index === undefined ? undefined : readIndex(args.values.index);
  if (fromLog !== undefined) return digestFromLog(fromLog, family, args.values, io);
  const inv = buildInventory(await readHeaders(args.positionals), { family, index });
  io.stdout.write(digestText(inv, args.values));
  for (const p of inv.problems) io.stderr.write(`note: ${p}\n`);
  if (inv.missingFiles.length)
    io.stderr.write(`note: not read, so not in the digest: ${inv.missingFiles.join(', ')}\n`);
  return 0;
});

function familyOf(family: string | undefined): RuntimeFamily {
  if (family !== 'llama.cpp' && family !== 'ik_llama.cpp')
    fail(`--family is llama.cpp or ik_llama.cpp, got "${family}"`);
  return family;
}

/** The digest, or with --summary the summary by component and layer range. */
const digestText = (inv: Inventory, { summary, revision, url, checked }: Values): string =>
  summary ? summaryText(inv) : formatDigest(inv, { revision, url, checked });

/** --index: a safetensors index names the shards of one model. */
function readIndex(path: string) {
  mustBeFile(path, '--index');
  const parsed = parseSafetensorsIndex(basename(path), readFileSync(path, 'utf8'));
  if ('problem' in parsed) fail(parsed.problem);
  return parsed;
}

/** --from-log: the digest of the tensors a load log lists. */
function digestFromLog(fromLog: string, family: RuntimeFamily, values: Values, io: Io): number {
  mustBeFile(fromLog, '--from-log');
  let text: string;
  try {
    text = readFileSync(fromLog, 'utf8');
  } catch (e) {
    return fail(`${fromLog}: ${(e as Error).message}`);
  }
  const reading = readLoadLog(text);
  if (reading.tensors.length === 0)
    fail(`${fromLog}: the log lists no tensors ("llama_model_loader: - tensor N: ..." lines)`);
  const inv = inventoryFromLog(basename(fromLog), reading.tensors, reading.tensorCount, family);
  io.stdout.write(digestText(inv, values));
  for (const p of [...inv.problems, ...inv.missingFiles.map((m) => `not listed: ${m}`)])
    io.stderr.write(`note: ${p}\n`);
  return 0;
}

/** Each file's header, in the order given; the first that cannot be read fails, naming where. */
async function readHeaders(paths: readonly string[]): Promise<ModelHeader[]> {
  const headers: ModelHeader[] = [];
  for (const path of paths) {
    mustBeFile(path);
    let source;
    try {
      source = fileSource(path);
    } catch (e) {
      fail(`${path}: ${(e as Error).message}`);
    }
    try {
      const r = await readModelHeader(source);
      if (!r.ok) fail(describeHeaderProblem(r.problem));
      headers.push(r.header);
    } finally {
      source.close();
    }
  }
  return headers;
}

runIfMain(import.meta.url, run);
