/**
 * The runs' models: F16 files written by write-models.py (gguf-py from the same llama.cpp tree),
 * the others made from them by llama-quantize. The fixtures keep only each file's header (its
 * bytes up to the start of the tensor data) and a JSON description; the weights stay in a temp dir.
 */
import { gguf, GGMLQuantizationType } from '@huggingface/gguf';
import { createHash } from 'node:crypto';
import { closeSync, copyFileSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToFile } from './proc.mjs';
import { MODELS } from './runs.mjs';
import { placeholders } from './record-run.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function headerBytes(path, length) {
  const buf = Buffer.alloc(length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, buf, 0, length, 0);
  } finally {
    closeSync(fd);
  }
  return buf;
}

async function describe(path, entry, written) {
  const parsed = await gguf(path, { allowLocalFile: true });
  const types = {};
  for (const t of parsed.tensorInfos) {
    const name = GGMLQuantizationType[t.dtype] ?? `type ${t.dtype}`;
    types[name] = (types[name] ?? 0) + 1;
  }
  const sha256 = createHash('sha256').update(readFileSync(path)).digest('hex');
  return {
    model: entry.model,
    architecture: parsed.metadata['general.architecture'],
    header: `${entry.model}.header.gguf`,
    headerBytes: Number(parsed.tensorDataOffset),
    fileBytes: statSync(path).size,
    sha256,
    tensorCount: parsed.tensorInfos.length,
    tensorTypes: types,
    written: written[entry.from].how,
    description: written[entry.from].description,
    quantization: entry.quant
      ? {
          tool: 'llama-quantize',
          type: entry.quant,
          from: `${entry.from}-f16`,
          log: `${entry.model}.quantize.log.txt`,
        }
      : { type: 'F16', note: '1-D tensors, biases and attention sinks F32; the rest F16' },
  };
}

/** Writes every F16 model, quantizes the needed ones, and stores headers and descriptions in outDir. */
export async function prepareModels(paths, outDir, needed) {
  const raw = join(paths.modelsDir, 'f16');
  const listing = join(paths.modelsDir, 'write-models.out');
  const code = await runToFile(
    'python3',
    [
      join(here, 'write-models.py'),
      join(paths.src, 'gguf-py'),
      join(paths.src, 'models', 'ggml-vocab-llama-spm.gguf'),
      raw,
    ],
    listing,
  );
  if (code !== 0) throw new Error(`write-models.py failed (${code}): ${readFileSync(listing, 'utf8')}`);
  const written = {};
  for (const line of readFileSync(listing, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const m = JSON.parse(line);
    written[m.model] = {
      how: 'tests/conformance/write-models.py (gguf-py of the same llama.cpp tree), random weights, seed fixed',
      description: m.description,
    };
  }
  for (const entry of MODELS.filter((m) => needed.has(m.model))) {
    const target = join(paths.modelsDir, `${entry.model}.gguf`);
    const source = join(raw, `${entry.from}.gguf`);
    if (entry.quant) {
      const log = join(outDir, `${entry.model}.quantize.log.txt`);
      const q = await runToFile(join(paths.bin, 'llama-quantize'), [source, target, entry.quant, '2'], log);
      writeFileSync(log, placeholders(readFileSync(log, 'utf8'), paths));
      if (q !== 0) throw new Error(`llama-quantize ${entry.model} failed (${q}), see ${log}`);
    } else {
      copyFileSync(source, target);
    }
    const info = await describe(target, entry, written);
    writeFileSync(join(outDir, info.header), headerBytes(target, info.headerBytes));
    writeFileSync(join(outDir, `${entry.model}.json`), `${JSON.stringify(info, null, 2)}\n`);
  }
}
