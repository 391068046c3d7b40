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
import type { Assumption, CommandReading, ComponentReading, SettingReading } from './reading';
import { lookupFlag } from './registry';
import { includes, versionLabel, type Change, type Family, type Runtime } from './runtime';
import { tokenize, type TokenProblem } from './tokenize';
import { findInvocation } from './unwrap';

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
    : p.kind === 'trailing-backslash'
      ? `a backslash at character ${p.at + 1} ends the paste`
      : `the paste has ${p.length} characters: only the first ${p.limit} are read`;

/** ik_llama.cpp-only flags tell a llama-server binary of the fork from upstream's. */
function ikOnly(args: readonly { text: string }[]): string | undefined {
  const asked = new Set<string>();
  for (const { text } of args) {
    if (!text.startsWith('-') || asked.has(text)) continue;
    asked.add(text);
    if (lookupFlag('ik_llama.cpp', text) && !lookupFlag('llama.cpp', text)) return text;
  }
  return undefined;
}

function chooseFamily(
  given: Runtime | undefined,
  told: Family | undefined,
  toldFrom: string | undefined,
  args: readonly { text: string }[],
): { runtime: Runtime; from: string } {
  if (given) return { runtime: given, from: 'given' };
  if (told === 'llama.cpp') {
    const ik = ikOnly(args);
    if (ik)
      return {
        runtime: { family: 'ik_llama.cpp', version: { kind: 'unstated' } },
        from: `${toldFrom}, with the ik_llama.cpp flag ${ik}`,
      };
  }
  if (told)
    return { runtime: { family: told, version: { kind: 'unstated' } }, from: toldFrom ?? 'the command' };
  const ik = ikOnly(args);
  return {
    runtime: { family: ik ? 'ik_llama.cpp' : 'llama.cpp', version: { kind: 'unstated' } },
    from: ik
      ? `guessed from the ik_llama.cpp flag ${ik}`
      : 'guessed: no runtime program found, read as llama.cpp',
  };
}

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

export function readCommand(text: string, opts: ReadOptions = {}): CommandReading {
  const tokens = tokenize(text);
  const inv = findInvocation(tokens.commands);
  const { runtime, from } = chooseFamily(opts.runtime, inv.family, inv.familyFrom, inv.args);
  const { flags, positionals } = parseFlags(runtime.family, inv.args, inv.env);
  const problems = tokens.problems.map(problemText);
  const limited = withinLimits(opts.model);
  problems.push(...limited.problems);
  for (const f of flags) for (const p of f.problems) problems.push(`${f.written}: ${p}`);
  if (inv.program === undefined) problems.push('no program found in the paste');
  const stray = positionals.filter((w) => w.text !== '');
  if (stray.length && (runtime.family === 'llama.cpp' || runtime.family === 'ik_llama.cpp'))
    problems.push(
      `words that are not flags or their values: ${stray
        .slice(0, 5)
        .map((w) => `"${w.text}"`)
        .join(', ')}${stray.length > 5 ? ` and ${stray.length - 5} more` : ''}`,
    );

  const model =
    inv.model?.text ??
    flags.find((f) => f.entry && ['model', 'model-path'].includes(f.entry.id) && f.value !== undefined)
      ?.value;

  const base = {
    runtime,
    runtimeFrom: from,
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
