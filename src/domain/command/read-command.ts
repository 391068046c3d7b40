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
import type { ModelFacts } from './model/model-facts';
import { withinLimits } from './model/model-limits';
import { parseFlags, type ParsedFlag } from './read/parse-flags';
import { readLlama } from './llamacpp/read-llamacpp';
import { readSglang } from './sglang/read-sglang';
import { readVllm } from './vllm/read-vllm';
import type { Assumption, CommandReading, ComponentReading, EnvReading, SettingReading } from './reading';
import type { ServingReading } from './serving-parts';
import { FAMILY_INFO, includes, versionLabel, type Change, type Family, type Runtime } from './runtime';
import { chooseFamily } from './read/family-evidence';
import { isV050, v050RpcBufferProblem } from './registry/flag-versions';
import { intake } from './read/intake';
import { accountTokens } from './read/token-accounting';
import type { TokenProblem, Word } from './read/tokenize';
import { findInvocation, fromImage, type EnvVar, type Found } from './read/unwrap';

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

/** The reading of the components and what follows from them: each family's reader returns it. */
type Placed = Pick<
  CommandReading,
  'components' | 'conflicts' | 'assumptions' | 'alternatives' | 'unknowns' | 'patterns'
> & { problems: string[] };

type ReaderInput = {
  runtime: Runtime;
  flags: readonly ParsedFlag[];
  model: ModelFacts | undefined;
  gpus: number | undefined;
};

/** A server reader places whole budgets: no overrides, no version-dependent rule, no conflicts. */
const serving =
  (read: (flags: readonly ParsedFlag[]) => ServingReading) =>
  ({ flags }: ReaderInput): Placed => {
    const r = read(flags);
    return {
      components: r.components,
      conflicts: [],
      assumptions: [],
      alternatives: [],
      unknowns: r.unknowns,
      patterns: [],
      problems: [],
    };
  };

/**
 * llama.cpp and ik_llama.cpp: read under the newer side of every change the version does not
 * settle, and once more under the older side of each, as an alternative.
 */
function tensorReading({ runtime, flags, model, gpus }: ReaderInput): Placed {
  const unsettled: Change[] = [];
  const assume = (overrides: Map<number, boolean>) => (c: Change) => {
    const inc = includes(runtime.version, c);
    if (inc !== 'unknown') return inc === 'yes';
    if (!unsettled.includes(c)) unsettled.push(c);
    return overrides.get(c.pr) ?? true;
  };
  const read = (overrides: Map<number, boolean>) =>
    readLlama(runtime.family, flags, { model, gpus, assume: assume(overrides) });
  const main = read(new Map());
  const why = `${versionLabel(runtime.version)}: it is not known whether it has this change`;
  const assumptions: Assumption[] = unsettled.map((change) => ({ change, included: true, why }));
  const alternatives = assumptions.map((a) => ({
    assumption: { ...a, included: false },
    components: read(new Map([[a.change.pr, false]])).components as ComponentReading[],
  }));
  return {
    components: main.components,
    conflicts: main.conflicts,
    assumptions,
    alternatives,
    unknowns: main.unknowns,
    patterns: main.patterns,
    problems: main.problems,
  };
}

/** Each family's reader: a new family is a compile error here until it has one. */
const READERS = {
  'llama.cpp': tensorReading,
  'ik_llama.cpp': tensorReading,
  vllm: serving(readVllm),
  sglang: serving(readSglang),
} satisfies Record<Family, (input: ReaderInput) => Placed>;

/** A refused paste reads as an empty one, with the refusal first among its problems. */
function refusedReading(refused: string, opts: ReadOptions): CommandReading {
  const empty = readCommand('', opts);
  return {
    ...empty,
    refused,
    problems: [refused, ...empty.problems.filter((p) => p !== 'no program found in the paste')],
  };
}

/** The invocation the paste runs: found among its commands, or the image's entry point. */
function invocationOf(taken: ReturnType<typeof intake>): Found {
  const found = findInvocation(taken.commands, envOfWords(taken.env));
  const image =
    taken.image && !found.family ? fromImage(taken.image, taken.commands[0] ?? [], found.env) : undefined;
  return image ? { ...image, index: 0, envCommands: found.envCommands } : found;
}

/** llama.cpp v0.5.0 stops at an -ot buffer it cannot name (an RPC buffer written the newer way). */
function v050Problems(runtime: Runtime, flags: readonly ParsedFlag[]): string[] {
  if (!isV050(runtime.family, runtime.version)) return [];
  return flags.flatMap((f) =>
    f.entry?.id.startsWith('override-tensor') && f.value !== undefined
      ? f.value.split(',').flatMap((pair) => {
          const p = v050RpcBufferProblem(pair.slice(pair.lastIndexOf('=') + 1));
          return p ? [`${f.written}: ${p}`] : [];
        })
      : [],
  );
}

/** llama.cpp's parser stops at a word that is neither a flag nor a value; argparse takes positionals. */
function strayProblems(runtime: Runtime, stray: readonly Word[]): string[] {
  if (!stray.length || FAMILY_INFO[runtime.family].parser === 'argparse') return [];
  const named = stray
    .slice(0, 5)
    .map((w) => `"${w.text}"`)
    .join(', ');
  return [
    `words that are not flags or their values: ${named}${stray.length > 5 ? ` and ${stray.length - 5} more` : ''}`,
  ];
}

/** The model the paste states: a substitution ($MODEL, $(MODEL_ID)) does not state it. */
function modelOf(inv: Found, flags: readonly ParsedFlag[]): string | undefined {
  if (inv.model) return inv.model.expands ? undefined : inv.model.text;
  const modelFlag = flags.find(
    (f) => f.entry && ['model', 'model-path'].includes(f.entry.id) && f.value !== undefined,
  );
  return modelFlag && !modelFlag.expands ? modelFlag.value : undefined;
}

export function readCommand(text: string, opts: ReadOptions = {}): CommandReading {
  const refused = refusal(text);
  if (refused) return refusedReading(refused, opts);
  const taken = intake(text);
  const inv = invocationOf(taken);
  const choice = chooseFamily(opts.runtime, inv.family, inv.familyFrom, inv.args);
  const { runtime } = choice;
  const { flags, positionals } = parseFlags(runtime.family, inv.args, inv.env, runtime.version);
  const limited = withinLimits(opts.model);
  const stray = positionals.filter((w) => w.text !== '');
  const placed = READERS[runtime.family]({ runtime, flags, model: limited.model, gpus: opts.gpus });
  const problems = [
    ...taken.problems.map(problemText),
    ...limited.problems,
    ...flags.flatMap((f) => f.problems.map((p) => `${f.written}: ${p}`)),
    ...(inv.program === undefined && !inv.argsOnly ? ['no program found in the paste'] : []),
    ...v050Problems(runtime, flags),
    ...strayProblems(runtime, stray),
    ...placed.problems,
  ];
  return {
    runtime,
    runtimeFrom: choice.from,
    runtimeAlternatives: choice.alternatives,
    accepts: choice.accepts,
    form: taken.form,
    argsOnly: inv.argsOnly,
    environment: environmentOf(inv.env),
    accounting: accountTokens(taken, inv, flags, stray),
    program: inv.program,
    wrappers: inv.wrappers,
    model: modelOf(inv, flags),
    flags,
    settings: settingsOf(flags),
    components: placed.components,
    conflicts: placed.conflicts,
    assumptions: placed.assumptions,
    alternatives: placed.alternatives,
    unknowns: placed.unknowns,
    patterns: placed.patterns,
    problems,
  };
}
