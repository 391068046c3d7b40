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
import { buildInventory } from '../domain/model-file/inventory';
import { readModelHeader, type ModelHeader } from '../domain/model-file/read-header';
import { parseSafetensorsIndex } from '../domain/model-file/shards';
import { summaryText } from '../domain/model-file/summary-text';
import { inventoryFromLog } from '../domain/load-log/log-inventory';
import { readLoadLog } from '../domain/load-log/read-log';
import { fileSource } from './lib/file-source';
import { asyncCommand, fail, mustBeFile, runIfMain } from './lib/io';

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

/** Async: the header reader reads through promises. Resolves to the exit code. */
export const run = asyncCommand(async (argv, io) => {
  const args = options(argv);
  if (args.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const fromLog = args.values['from-log'];
  if (fromLog === undefined && args.positionals.length === 0) fail(USAGE);
  const family = args.values.family;
  if (family !== 'llama.cpp' && family !== 'ik_llama.cpp')
    fail(`--family is llama.cpp or ik_llama.cpp, got "${family}"`);
  let index;
  if (args.values.index) {
    mustBeFile(args.values.index, '--index');
    const parsed = parseSafetensorsIndex(
      basename(args.values.index),
      readFileSync(args.values.index, 'utf8'),
    );
    if ('problem' in parsed) fail(parsed.problem);
    index = parsed;
  }
  const { revision, url, checked } = args.values;
  if (fromLog !== undefined) {
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
    const inv = inventoryFromLog(
      basename(fromLog),
      reading.tensors,
      reading.tensorCount,
      family as RuntimeFamily,
    );
    io.stdout.write(args.values.summary ? summaryText(inv) : formatDigest(inv, { revision, url, checked }));
    for (const p of [...inv.problems, ...inv.missingFiles.map((m) => `not listed: ${m}`)])
      io.stderr.write(`note: ${p}\n`);
    return 0;
  }
  const headers: ModelHeader[] = [];
  for (const path of args.positionals) {
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
  const inv = buildInventory(headers, { family: family as RuntimeFamily, index });
  io.stdout.write(args.values.summary ? summaryText(inv) : formatDigest(inv, { revision, url, checked }));
  for (const p of inv.problems) io.stderr.write(`note: ${p}\n`);
  if (inv.missingFiles.length)
    io.stderr.write(`note: not read, so not in the digest: ${inv.missingFiles.join(', ')}\n`);
  return 0;
});

runIfMain(import.meta.url, run);
