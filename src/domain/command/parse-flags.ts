/**
 * The runtime's arguments as flags: each word looked up in the family's registry, with its
 * value, where it came from (the command line or an environment variable), and whether this
 * site describes it, only reads it, or does not know it. Order is kept, because order decides
 * which override wins.
 */
import { REGISTRIES, lookupEnv, lookupFlag } from './registry';
import type { FlagEntry } from './registry/types';
import type { Family } from './runtime';
import type { Word } from './tokenize';
import type { EnvVar } from './unwrap';

export type FlagStatus = 'described' | 'read' | 'unknown';

export type ParsedFlag = {
  /** The word as written: "--n-cpu-moe", "-ot", "LLAMA_ARG_N_CPU_MOE". */
  written: string;
  value: string | undefined;
  /** All values of a flag that takes several (argparse nargs="+"). */
  values: string[];
  at: number;
  from: 'command' | 'env';
  positive: boolean;
  entry: FlagEntry | undefined;
  status: FlagStatus;
  /** Its value holds a `$`: the shell would expand it, so the paste does not state it. */
  expands: boolean;
  /** For an environment variable: the command-line flag that replaces it. */
  replacedBy: string | undefined;
  problems: string[];
};

/** Handlers that append overrides: set in the environment and on the command line, both apply. */
const APPENDS = new Set(['cpu-moe', 'n-cpu-moe', 'cpu-moe-draft', 'n-cpu-moe-draft']);

const looksLikeFlag = (t: string): boolean => t.length > 1 && t.startsWith('-') && !/^-\d/.test(t);
const TRUTHY = new Set(['on', 'enabled', 'true', '1']);
const FALSEY = new Set(['off', 'disabled', 'false', '0']);

function flag(partial: Partial<ParsedFlag> & Pick<ParsedFlag, 'written' | 'at' | 'from'>): ParsedFlag {
  return {
    value: undefined,
    values: [],
    positive: true,
    entry: undefined,
    status: 'unknown',
    expands: false,
    replacedBy: undefined,
    problems: [],
    ...partial,
  };
}

const statusOf = (entry: FlagEntry | undefined): FlagStatus =>
  entry ? (entry.cite ? 'described' : 'read') : 'unknown';

export type ParsedArgs = { flags: ParsedFlag[]; positionals: Word[] };

export function parseFlags(family: Family, args: readonly Word[], env: readonly EnvVar[] = []): ParsedArgs {
  const argparse = family === 'vllm' || family === 'sglang';
  const flags: ParsedFlag[] = [];
  const positionals: Word[] = [];
  let i = 0;
  while (i < args.length) {
    const w = args[i++]!;
    if (!looksLikeFlag(w.text) || (w.quoted && w.text === '')) {
      positionals.push(w);
      continue;
    }
    let name = w.text;
    let inline: string | undefined;
    const eq = name.indexOf('=');
    if (argparse && name.startsWith('--') && eq > 2) {
      inline = name.slice(eq + 1);
      name = name.slice(0, eq);
    }
    // Upstream llama.cpp turns "_" into "-" in a --long flag before it looks it up.
    if (family === 'llama.cpp' && name.startsWith('--')) name = name.replace(/_/g, '-');
    const found = lookupFlag(family, name);
    const f = flag({
      written: w.text,
      at: w.at,
      from: 'command',
      entry: found?.entry,
      positive: found?.positive ?? true,
    });
    f.status = statusOf(found?.entry);
    const arity = found ? (found.positive ? found.entry.arity : 'none') : undefined;
    if (inline !== undefined) {
      f.value = inline;
      f.expands = w.expands;
      if (arity === 'none') f.problems.push('takes no value, but one is given after "="');
    } else if (arity === 'one') {
      const v = args[i];
      if (v === undefined) f.problems.push('expects a value, and the command ends');
      else {
        f.value = v.text;
        f.expands = v.expands;
        if (looksLikeFlag(v.text))
          f.problems.push(`takes the next word, "${v.text}", as its value, as the runtime does`);
        i++;
      }
    } else if (arity === 'many') {
      while (i < args.length && !looksLikeFlag(args[i]!.text)) {
        f.values.push(args[i]!.text);
        f.expands ||= args[i]!.expands;
        i++;
      }
      f.value = f.values.join(' ');
      if (!f.values.length) f.problems.push('expects one or more values');
    } else if (!found) {
      if (family === 'llama.cpp' && eq > 0)
        f.problems.push('llama.cpp looks up "--name=value" whole, finds no such argument and stops');
      const v = args[i];
      if (v && !looksLikeFlag(v.text)) {
        f.value = v.text;
        f.expands = v.expands;
        f.problems.push('unknown flag: the next word is taken as its value');
        i++;
      }
    }
    if (f.value !== undefined && !f.values.length) f.values = [f.value];
    flags.push(f);
  }
  return { flags: [...envFlags(family, env, flags), ...flags], positionals };
}

/** llama.cpp reads every LLAMA_ARG_* variable before the command line. */
function envFlags(family: Family, env: readonly EnvVar[], command: readonly ParsedFlag[]): ParsedFlag[] {
  if (family !== 'llama.cpp') return [];
  const out: ParsedFlag[] = [];
  const byEntry = new Map<FlagEntry, ParsedFlag>();
  for (const c of command) if (c.entry && !byEntry.has(c.entry)) byEntry.set(c.entry, c);
  for (const v of env) {
    if (!v.name.startsWith('LLAMA_ARG_')) continue;
    const found = lookupEnv(family, v.name);
    const f = flag({ written: v.name, at: v.at, from: 'env', value: v.value, entry: found?.entry });
    f.values = v.value === undefined ? [] : [v.value];
    f.status = statusOf(found?.entry);
    f.expands = v.value === undefined || v.value.includes('$');
    if (found) {
      const value = (v.value ?? '').toLowerCase();
      if (found.entry.arity === 'none') {
        // A LLAMA_ARG_NO_* variable turns the option off whatever its value.
        if (!found.positive) f.positive = false;
        else if (TRUTHY.has(value)) f.positive = true;
        else if (FALSEY.has(value)) f.positive = false;
        else f.problems.push(`"${v.value ?? ''}" is neither true nor false`);
      }
      const replaced = byEntry.get(found.entry);
      if (replaced && !APPENDS.has(found.entry.id)) f.replacedBy = replaced.written;
    } else f.problems.push('not an environment variable this reader knows');
    out.push(f);
  }
  // The runtime reads the environment in its own option order, not the order of the paste.
  const entries = REGISTRIES[family].entries;
  const index = new Map(entries.map((e, i) => [e, i]));
  const order = (f: ParsedFlag) => (f.entry ? index.get(f.entry)! : entries.length);
  return out.sort((a, b) => order(a) - order(b));
}
