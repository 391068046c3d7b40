/**
 * Reads a pasted command line into structured data: which runtime, which flags (each with the
 * runtime's own words, or read only, or unknown), which settings and values, which component
 * lives where and why, which flags conflict and who wins. Pure: no DOM, no I/O, and the same
 * paste always gives the same reading.
 *
 * When the chosen version does not settle a rule that changed (llama.cpp PR #18148, ik_llama.cpp
 * PR #2262), the reading assumes the newer rule, says so, and carries the reading under the
 * older rule as an alternative.
 */
import type { ModelFacts } from './model-facts';
import { withinLimits } from './model-limits';
import { parseFlags, type ParsedFlag } from './parse-flags';
import { readLlama } from './read-llamacpp';
import { readSglang } from './read-sglang';
import { readVllm } from './read-vllm';
import type { Assumption, CommandReading, ComponentReading, EnvReading, SettingReading } from './reading';
import { includes, versionLabel, type Change, type Runtime } from './runtime';
import { chooseFamily } from './family-evidence';
import { isV050, v050RpcBufferProblem } from './flag-versions';
import { intake } from './intake';
import { accountTokens } from './token-accounting';
import type { TokenProblem, Word } from './tokenize';
import { findInvocation, fromImage, type EnvVar, type Found } from './unwrap';

export type ReadOptions = {
  /** The runtime and version the person names; otherwise told from the command. */
  runtime?: Runtime;
  model?: ModelFacts;
  /** GPUs of the chosen hardware. */
  gpus?: number;
};

const problemText = (p: TokenProblem): string =>
  p.kind === 'open-quote'
    ? `a ${p.quote === '"' ? 'double' : 'single'} quote opened at character ${p.at + 1} is never closed: the rest of the paste is read as one word`
    : p.kind === 'open-substitution'
      ? `a substitution opened at character ${p.at + 1} is never closed: the rest of the paste is kept whole, not evaluated`
      : p.kind === 'trailing-backslash'
        ? `a backslash at character ${p.at + 1} ends the paste`
        : `the paste has ${p.length} characters: only the first ${p.limit} are read`;

const CUDA_DEVICES = {
  quote:
    'The environment variable controls which GPU devices are visible to a CUDA application and in what order they are enumerated.',
  source: 'cuda-visible-devices',
};
const DEVICE_LISTS = new Set(['CUDA_VISIBLE_DEVICES', 'HIP_VISIBLE_DEVICES', 'ROCR_VISIBLE_DEVICES']);

function environmentOf(env: readonly EnvVar[]): EnvReading[] {
  return env.map((v) => {
    const base = { name: v.name, value: v.value, at: v.at };
    if (v.name.startsWith('LLAMA_ARG_')) return { ...base, effect: 'flag' as const };
    if (DEVICE_LISTS.has(v.name) && v.value !== undefined && !v.value.includes('$'))
      return {
        ...base,
        effect: 'devices' as const,
        ...(v.name === 'CUDA_VISIBLE_DEVICES' ? { cite: CUDA_DEVICES } : {}),
        devices: v.value
          .split(',')
          .map((d) => d.trim())
          .filter(Boolean),
      };
    return { ...base, effect: 'other' as const };
  });
}

/** The paste's environment blocks (compose `environment:`) as variables. */
const envOfWords = (words: readonly Word[]): EnvVar[] =>
  words.flatMap((w) => {
    const eq = w.text.indexOf('=');
    return eq > 0
      ? [{ name: w.text.slice(0, eq), value: w.text.slice(eq + 1), from: 'file' as const, at: w.at }]
      : [];
  });

function settingsOf(flags: readonly ParsedFlag[]): SettingReading[] {
  const out = new Map<string, SettingReading>();
  for (const f of flags) {
    if (!f.entry?.setting || f.replacedBy) continue;
    const value = f.value ?? (f.positive ? 'on' : 'off');
    out.set(f.entry.id, {
      id: f.entry.id,
      flag: f.written,
      value,
      cite: f.entry.cite,
      unstated: f.expands,
    });
  }
  return [...out.values()];
}

/**
 * Past these a paste is refused with its reason, before any reading: real command lines hold a
 * few hundred words, and a bounded refusal keeps a 1 MB paste or 100,000 flags under 50 ms.
 */
export const MAX_READ_CHARS = 300_000;
export const MAX_READ_WORDS = 25_000;

/** Why the paste is refused unread, or undefined when it is read. */
function refusal(text: string): string | undefined {
  if (text.length > MAX_READ_CHARS)
    return `the paste has ${text.length} characters, more than any command line this reader reads (${MAX_READ_CHARS}): nothing was read`;
  let words = 0;
  // Counting runs of blanks is one regex pass; no word list is built for a refused paste.
  for (const _ of text.matchAll(/\S+/g)) if (++words > MAX_READ_WORDS) break;
  if (words > MAX_READ_WORDS)
    return `the paste has more than ${MAX_READ_WORDS} words, more than any command line this reader reads: nothing was read`;
  return undefined;
}

export function readCommand(text: string, opts: ReadOptions = {}): CommandReading {
  const refused = refusal(text);
  if (refused) {
    const empty = readCommand('', opts);
    return {
      ...empty,
      refused,
      problems: [refused, ...empty.problems.filter((p) => p !== 'no program found in the paste')],
    };
  }
  const taken = intake(text);
  const found = findInvocation(taken.commands, envOfWords(taken.env));
  const image =
    taken.image && !found.family ? fromImage(taken.image, taken.commands[0] ?? [], found.env) : undefined;
  const inv: Found = image ? { ...image, index: 0, envCommands: found.envCommands } : found;
  const choice = chooseFamily(opts.runtime, inv.family, inv.familyFrom, inv.args);
  const { runtime, from } = choice;
  const { flags, positionals } = parseFlags(runtime.family, inv.args, inv.env, runtime.version);
  const problems = taken.problems.map(problemText);
  const limited = withinLimits(opts.model);
  problems.push(...limited.problems);
  for (const f of flags) for (const p of f.problems) problems.push(`${f.written}: ${p}`);
  if (inv.program === undefined && !inv.argsOnly) problems.push('no program found in the paste');
  if (isV050(runtime.family, runtime.version))
    for (const f of flags)
      if (f.entry?.id.startsWith('override-tensor') && f.value !== undefined)
        for (const pair of f.value.split(',')) {
          const p = v050RpcBufferProblem(pair.slice(pair.lastIndexOf('=') + 1));
          if (p) problems.push(`${f.written}: ${p}`);
        }
  const stray = positionals.filter((w) => w.text !== '');
  if (stray.length && (runtime.family === 'llama.cpp' || runtime.family === 'ik_llama.cpp'))
    problems.push(
      `words that are not flags or their values: ${stray
        .slice(0, 5)
        .map((w) => `"${w.text}"`)
        .join(', ')}${stray.length > 5 ? ` and ${stray.length - 5} more` : ''}`,
    );

  // A model given by a substitution ($MODEL, $(MODEL_ID)) is not stated by the paste.
  const modelFlag = flags.find(
    (f) => f.entry && ['model', 'model-path'].includes(f.entry.id) && f.value !== undefined,
  );
  const model =
    inv.model && !inv.model.expands
      ? inv.model.text
      : !inv.model && modelFlag && !modelFlag.expands
        ? modelFlag.value
        : undefined;

  const base = {
    runtime,
    runtimeFrom: from,
    runtimeAlternatives: choice.alternatives,
    accepts: choice.accepts,
    form: taken.form,
    argsOnly: inv.argsOnly,
    environment: environmentOf(inv.env),
    accounting: accountTokens(taken, inv, flags, stray),
    program: inv.program,
    wrappers: inv.wrappers,
    model,
    flags,
    settings: settingsOf(flags),
    problems,
  };

  if (runtime.family === 'vllm' || runtime.family === 'sglang') {
    const r = runtime.family === 'vllm' ? readVllm(flags) : readSglang(flags);
    return {
      ...base,
      components: r.components,
      conflicts: [],
      assumptions: [],
      alternatives: [],
      unknowns: r.unknowns,
      patterns: [],
    };
  }

  const unsettled: Change[] = [];
  const assume = (overrides: Map<number, boolean>) => (c: Change) => {
    const inc = includes(runtime.version, c);
    if (inc !== 'unknown') return inc === 'yes';
    if (!unsettled.includes(c)) unsettled.push(c);
    return overrides.get(c.pr) ?? true;
  };
  const read = (overrides: Map<number, boolean>) =>
    readLlama(runtime.family, flags, { model: limited.model, gpus: opts.gpus, assume: assume(overrides) });
  const main = read(new Map());
  problems.push(...main.problems);
  const why = `${versionLabel(runtime.version)}: it is not known whether it has this change`;
  const assumptions: Assumption[] = unsettled.map((change) => ({ change, included: true, why }));
  const alternatives = assumptions.map((a) => ({
    assumption: { ...a, included: false },
    components: read(new Map([[a.change.pr, false]])).components as ComponentReading[],
  }));
  return {
    ...base,
    components: main.components,
    conflicts: main.conflicts,
    assumptions,
    alternatives,
    unknowns: main.unknowns,
    patterns: main.patterns,
  };
}
