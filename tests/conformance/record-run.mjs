/**
 * One run as a fixture directory: command.txt (the argv on one line, models as $MODELS/…),
 * log.txt (stdout and stderr as written), exit-code, and run.json (id, tool, model, argv, purpose).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON } from './runs.mjs';
import { runToFile, shellQuote } from './proc.mjs';

export const MODELS_PLACEHOLDER = '$MODELS';

/** Machine paths in a log become placeholders, so fixtures do not depend on where they were made. */
export function placeholders(text, { modelsDir, build, src }) {
  return text
    .replaceAll(modelsDir, MODELS_PLACEHOLDER)
    .replaceAll(build, '$BUILD')
    .replaceAll(src, '$LLAMA_SRC');
}

export async function recordRun(run, paths, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const model = `${MODELS_PLACEHOLDER}/${run.model}.gguf`;
  const extra = run.tool === 'llama-completion' ? COMMON : ['-v'];
  const argv = [run.tool, '-m', model, ...extra, ...run.args];
  const real = argv.slice(1).map((a) => a.replaceAll(MODELS_PLACEHOLDER, paths.modelsDir));
  const log = join(dir, 'log.txt');
  const code = await runToFile(join(paths.bin, run.tool), real, log);
  writeFileSync(log, placeholders(readFileSync(log, 'utf8'), paths));
  writeFileSync(join(dir, 'command.txt'), `${argv.map(shellQuote).join(' ')}\n`);
  writeFileSync(join(dir, 'exit-code'), `${code}\n`);
  const meta = {
    id: run.id,
    tool: run.tool,
    model: run.model,
    argv,
    purpose: run.purpose,
  };
  writeFileSync(join(dir, 'run.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return code;
}
