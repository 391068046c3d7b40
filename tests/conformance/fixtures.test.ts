/**
 * The conformance fixtures (tests/fixtures/llama-runs, recorded by `npm run conformance:record`
 * from a real llama.cpp v0.5.0) are well formed: every run has its command, log and exit code;
 * every model a run names has a stored header that the project's reader reads, whose tensors
 * agree with an independent parser (@huggingface/gguf) and whose architecture is the one the
 * runtime's own log printed when it loaded the file. Predictions against these runs live with
 * the device engine's tests, not here.
 */
import { gguf } from '@huggingface/gguf';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { memorySource } from '../../src/domain/model-file/byte-source';
import { readModelHeader } from '../../src/domain/model-file/read-header';

const ROOT = join(__dirname, '..', 'fixtures', 'llama-runs');
const MODELS = join(ROOT, 'models');
const TOOLS = ['llama-completion', 'llama-fit-params'];

type RunMeta = { id: string; tool: string; model: string; argv: string[]; purpose: string };
type ModelMeta = {
  model: string;
  architecture: string;
  header: string;
  headerBytes: number;
  fileBytes: number;
  tensorCount: number;
  quantization: { type: string; from?: string; log?: string };
};

const runIds = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'models')
  .map((d) => d.name)
  .sort();
const runs = runIds.map((id) => ({
  id,
  dir: join(ROOT, id),
  meta: JSON.parse(readFileSync(join(ROOT, id, 'run.json'), 'utf8')) as RunMeta,
}));
const modelNames = [...new Set(runs.map((r) => r.meta.model))].sort();
const modelMeta = (name: string) =>
  JSON.parse(readFileSync(join(MODELS, `${name}.json`), 'utf8')) as ModelMeta;

describe('the recorded build', () => {
  test('is llama.cpp v0.5.0 at its commit, with CPU and RPC backends and three loopback servers', () => {
    const build = JSON.parse(readFileSync(join(ROOT, 'build.json'), 'utf8'));
    expect(build).toMatchObject({
      release: 'v0.5.0',
      commit: 'de3ff815ea7d559ee917f063901b8986f038abc6',
      backends: ['CPU', 'RPC'],
    });
    expect(build.cmakeFlags).toContain('-DGGML_RPC=ON');
    expect(build.rpcServers.map((s: { endpoint: string }) => s.endpoint)).toEqual([
      '127.0.0.1:50052',
      '127.0.0.1:50053',
      '127.0.0.1:50054',
    ]);
  });

  test('holds at least 40 runs over at least 5 architectures', () => {
    expect(runs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(modelNames.map((m) => modelMeta(m).architecture)).size).toBeGreaterThanOrEqual(5);
  });
});

describe.each(runs)('run $id', ({ id, dir, meta }) => {
  test('has a one-line command, a log and an exit code, consistent with run.json', () => {
    expect(meta.id).toBe(id);
    expect(TOOLS).toContain(meta.tool);
    const command = readFileSync(join(dir, 'command.txt'), 'utf8');
    expect(command.endsWith('\n')).toBe(true);
    expect(command.trimEnd()).not.toContain('\n');
    expect(command.startsWith(`${meta.tool} -m $MODELS/${meta.model}.gguf `)).toBe(true);
    expect(meta.argv.slice(0, 3)).toEqual([meta.tool, '-m', `$MODELS/${meta.model}.gguf`]);
    expect(readFileSync(join(dir, 'exit-code'), 'utf8')).toMatch(/^-?\d+\n$/);
    expect(readFileSync(join(dir, 'log.txt'), 'utf8').length).toBeGreaterThan(0);
  });

  test('keeps no machine path: the models directory is the $MODELS placeholder', () => {
    const text = readFileSync(join(dir, 'log.txt'), 'utf8') + readFileSync(join(dir, 'command.txt'), 'utf8');
    expect(text).not.toMatch(/placement-conformance-models-/);
  });

  test('names a model whose header and description are stored', () => {
    expect(existsSync(join(MODELS, `${meta.model}.json`))).toBe(true);
    expect(existsSync(join(MODELS, `${meta.model}.header.gguf`))).toBe(true);
  });
});

describe.each(modelNames)('model %s', (name) => {
  const meta = modelMeta(name);
  const bytes = new Uint8Array(readFileSync(join(MODELS, meta.header)));

  test('the stored header reads with the project reader and agrees with @huggingface/gguf', async () => {
    expect(bytes.length).toBe(meta.headerBytes);
    // The header alone, standing in for the whole file (its size as recorded).
    const source = { ...memorySource(`${name}.gguf`, bytes), size: meta.fileBytes };
    const result = await readModelHeader(source);
    if (!result.ok) throw new Error(`${result.problem.field}: ${result.problem.problem}`);
    const header = result.header;
    if (header.format !== 'gguf') throw new Error('not read as GGUF');
    expect(header.dataOffset).toBe(meta.headerBytes);
    expect(header.tensors).toHaveLength(meta.tensorCount);
    expect(header.metadata.get('general.architecture')).toEqual({ type: 'string', value: meta.architecture });

    const oracle = await gguf(join(MODELS, meta.header), { allowLocalFile: true });
    expect(Number(oracle.tensorDataOffset)).toBe(header.dataOffset);
    expect(header.tensors.map((t) => [t.name, t.typeId, t.shape, t.offset])).toEqual(
      oracle.tensorInfos.map((t) => [t.name, t.dtype, t.shape, t.offset]),
    );
  });

  test('a quantized model names the llama-quantize log that made it, and that log agrees', () => {
    const q = meta.quantization;
    if (!q.log) {
      expect(q.type).toBe('F16');
      return;
    }
    const log = readFileSync(join(MODELS, q.log), 'utf8');
    expect(log).toContain('version: 0.5.0-dev (build 1, commit de3ff81)');
    expect(log).toContain(
      `quantizing '$MODELS/f16/${q.from?.replace(/-f16$/, '')}.gguf' to '$MODELS/${name}.gguf' as ${q.type} `,
    );
    expect(log).toMatch(/llama_model_quantize_impl: quant size += +[\d.]+ MiB/);
  });

  test("the runtime's log of a successful run printed the same architecture and tensor count", () => {
    const ok = runs.filter(
      (r) =>
        r.meta.model === name &&
        r.meta.tool === 'llama-completion' &&
        readFileSync(join(r.dir, 'exit-code'), 'utf8').trim() === '0',
    );
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) {
      const log = readFileSync(join(r.dir, 'log.txt'), 'utf8');
      expect(log, r.id).toMatch(new RegExp(`general\\.architecture str\\s+= ${meta.architecture}\n`));
      expect(log, r.id).toMatch(
        new RegExp(`loaded meta data with \\d+ key-value pairs and ${meta.tensorCount} tensors`),
      );
    }
  });
});

describe('the flags of this build', () => {
  type Flag = {
    names: string[];
    negated: string[];
    takesValue: boolean;
    default: string;
    env: string[] | null;
    source: string | null;
  };
  const flags = JSON.parse(readFileSync(join(ROOT, 'flags-v0.5.0.json'), 'utf8')) as {
    release: string;
    tools: Record<string, { help: string; flags: Flag[] }>;
  };
  const completion = flags.tools['llama-completion']!.flags;
  const byName = (name: string) => completion.find((f) => f.names.includes(name));

  test.each(Object.entries(flags.tools))(
    '%s: every option parsed from its stored --help text',
    (tool, { help, flags: list }) => {
      const text = readFileSync(join(ROOT, help), 'utf8');
      // Each option's line starts with its first name (section headers start with "-----").
      const starts = text.split('\n').filter((l) => /^-{1,2}[^-]/.test(l)).length;
      expect(list.length, tool).toBe(starts);
      for (const f of list) {
        expect(f.names.length, tool).toBeGreaterThan(0);
        for (const n of f.names) expect(text, `${tool} ${n}`).toContain(n);
        expect(f.source, `${tool} ${f.names[0]}`).toMatch(/^common\/arg\.cpp:\d+$/);
      }
    },
  );

  test("the issue's facts as this build's help states them", () => {
    expect(flags.release).toBe('v0.5.0');
    expect(byName('--no-mmap')).toBeUndefined();
    expect(byName('--mmap')).toBeUndefined();
    expect(byName('--load-mode')).toMatchObject({
      names: ['-lm', '--load-mode'],
      takesValue: true,
      default: 'auto',
    });
    expect(byName('--fit')).toMatchObject({ default: 'on', env: ['LLAMA_ARG_FIT'] });
    expect(byName('-ngl')).toMatchObject({ default: 'auto', env: ['LLAMA_ARG_N_GPU_LAYERS'] });
    expect(byName('-nkvo')).toMatchObject({ negated: ['-nkvo', '--no-kv-offload'], takesValue: false });
  });

  test('the run that passed --no-mmap was refused by the build', () => {
    const dir = join(ROOT, 'llama-f16-no-mmap');
    expect(readFileSync(join(dir, 'exit-code'), 'utf8').trim()).not.toBe('0');
    expect(readFileSync(join(dir, 'log.txt'), 'utf8')).toContain('invalid argument: --no-mmap');
  });
});
