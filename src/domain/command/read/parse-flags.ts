/**
 * The runtime's arguments as flags: each word looked up in the family's registry, with its
 * value, where it came from (the command line or an environment variable), and whether this
 * site describes it, only reads it, or does not know it. Order is kept, because order decides
 * which override wins.
 */
import { REGISTRIES, lookupEnv, lookupFlag } from '../registry';
import type { Citation, FlagEntry } from '../registry/types';
import { FA_VALUES, flagAt, isV050, nearestName, v050Names, type FlagAt } from '../registry/flag-versions';
import { FAMILY_INFO, type Family, type Version } from '../runtime';
import type { Word } from './tokenize';
import type { EnvVar } from './unwrap';

/**
 * described: its effect is quoted; read: known to this build, effect not described here;
 * unknown: no build of this family that the reader knows has it; refused: this build stops at it.
 */
export type FlagStatus = 'described' | 'read' | 'unknown' | 'refused';

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
  /** Where each value word it took stands in the paste. */
  valueAts: number[];
  /** For an unknown or refused flag: the closest name this build knows. */
  nearest?: string;
  /** Why this build refuses it, or why its value was decided from the next word, with the source. */
  versionNote?: { why: string; cite: Citation };
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
    valueAts: [],
    ...partial,
  };
}

const statusOf = (entry: FlagEntry | undefined): FlagStatus =>
  entry ? (entry.cite ? 'described' : 'read') : 'unknown';

const MAX_HINTS = 50;

export type ParsedArgs = { flags: ParsedFlag[]; positionals: Word[] };

/** The names a build of the family knows, for the nearest-name hint. */
function knownNames(family: Family, version: Version): Iterable<string> {
  if (isV050(family, version)) return v050Names().keys();
  return REGISTRIES[family].entries.flatMap((e) => [...e.names, ...(e.negNames ?? [])]);
}

/** How many words a flag takes: the registry's arity, or "two" where a build's rule says so. */
type Takes = 'none' | 'one' | 'many' | 'two' | undefined;

/** What the build's version rule says of a flag: how many words it takes, and why. */
type VersionRule = Pick<ParsedFlag, 'status' | 'versionNote' | 'problems'> & { takes: Takes };

/** The version's rule for a flag, over the registry's arity (`takes`). */
function versionRule(at: FlagAt, status: FlagStatus, takes: Takes, next: Word | undefined): VersionRule {
  switch (at.kind) {
    case 'registry':
      return { status, versionNote: undefined, problems: [], takes };
    case 'accepted':
      return {
        status: status === 'unknown' ? 'read' : status,
        versionNote: undefined,
        problems: [],
        takes: at.values === 0 ? 'none' : at.values === 1 ? 'one' : 'two',
      };
    case 'refused':
      // The build stops here; the rest is read as the person wrote it, each word on its own.
      return {
        status: 'refused',
        versionNote: { why: at.why, cite: at.cite },
        problems: [`refused by this build: ${at.why}`],
        takes: 'none',
      };
    case 'unsettled': {
      const one = next !== undefined && FA_VALUES.has(next.text.toLowerCase());
      const problem = `${at.why}; the version is not stated and ${next ? `the next word "${next.text}" is not one of its values` : 'nothing follows'}, so it is read alone`;
      return {
        status,
        versionNote: { why: at.why, cite: at.cite },
        problems: one ? [] : [problem],
        takes: one ? 'one' : 'none',
      };
    }
  }
}

/** The value words a flag takes from `args` at `i`, what they say, and how many it took. */
type Taken = Pick<ParsedFlag, 'value' | 'values' | 'expands' | 'valueAts' | 'problems'> & { took: number };

const NOTHING: Taken = { value: undefined, values: [], expands: false, valueAts: [], problems: [], took: 0 };

/** One value word: the next word whatever it is, as the runtime takes it. */
function takeOne(at: FlagAt, v: Word | undefined): Taken {
  if (v === undefined) return { ...NOTHING, problems: ['expects a value, and the command ends'] };
  const looks = looksLikeFlag(v.text);
  const problem =
    at.kind === 'accepted' && at.values === 1 && at.cite
      ? `this build takes the next word, "${v.text}", as its value and stops: it is not one of the values it accepts`
      : `takes the next word, "${v.text}", as its value, as the runtime does`;
  return {
    value: v.text,
    values: [],
    expands: v.expands,
    valueAts: [v.at],
    problems: looks ? [problem] : [],
    took: 1,
  };
}

/** Every word up to the next flag (argparse nargs="+"). */
function takeMany(args: readonly Word[], i: number): Taken {
  let end = i;
  while (end < args.length && !looksLikeFlag(args[end]!.text)) end++;
  const words = args.slice(i, end);
  return {
    value: words.map((w) => w.text).join(' '),
    values: words.map((w) => w.text),
    expands: words.some((w) => w.expands),
    valueAts: words.map((w) => w.at),
    problems: words.length ? [] : ['expects one or more values'],
    took: words.length,
  };
}

/** The words a flag takes, by how many it takes; an unknown flag takes the next word if it is not a flag. */
function takeValues(
  takes: Takes,
  unknown: { family: Family; eq: boolean } | undefined,
  at: FlagAt,
  args: readonly Word[],
  i: number,
): Taken {
  if (takes === 'one') return takeOne(at, args[i]);
  if (takes === 'many') return takeMany(args, i);
  if (takes === 'two') {
    const words = args.slice(i, i + 2);
    const values = words.map((v) => v.text);
    return {
      value: values.join(' '),
      values,
      expands: words.some((v) => v.expands),
      valueAts: words.map((v) => v.at),
      problems: values.length < 2 ? ['expects two values, and the command ends'] : [],
      took: values.length,
    };
  }
  if (!unknown || takes !== undefined) return NOTHING;
  const whole =
    FAMILY_INFO[unknown.family].parser === 'llama.cpp' && unknown.eq
      ? ['llama.cpp looks up "--name=value" whole, finds no such argument and stops']
      : [];
  const v = args[i];
  if (!v || looksLikeFlag(v.text)) return { ...NOTHING, problems: whole };
  return {
    value: v.text,
    values: [],
    expands: v.expands,
    valueAts: [v.at],
    problems: [...whole, 'unknown flag: the next word is taken as its value'],
    took: 1,
  };
}

/** The name a flag word is looked up by, and a value written after "=" where the parser takes one. */
function nameOf(family: Family, w: Word): { name: string; inline: string | undefined; eq: number } {
  const eq = w.text.indexOf('=');
  const { parser } = FAMILY_INFO[family];
  const split = parser === 'argparse' && w.text.startsWith('--') && eq > 2;
  const name = split ? w.text.slice(0, eq) : w.text;
  // Upstream llama.cpp turns "_" into "-" in a --long flag before it looks it up.
  return {
    name: parser === 'llama.cpp' && name.startsWith('--') ? name.replace(/_/g, '-') : name,
    inline: split ? w.text.slice(eq + 1) : undefined,
    eq,
  };
}

type Hints = { given: number };

/** One flag word and the words it takes, read at `i`; `took` is how many value words follow it. */
function readFlag(
  family: Family,
  version: Version,
  args: readonly Word[],
  i: number,
  hints: Hints,
): { flag: ParsedFlag; took: number } {
  const w = args[i]!;
  const { name, inline, eq } = nameOf(family, w);
  const found = lookupFlag(family, name);
  const at = flagAt(family, version, name);
  const registryTakes: Takes = found ? (found.positive ? found.entry.arity : 'none') : undefined;
  const rule = versionRule(at, statusOf(found?.entry), registryTakes, args[i + 1]);
  const base = flag({
    written: w.text,
    at: w.at,
    from: 'command',
    entry: found?.entry,
    positive: found?.positive ?? true,
    status: rule.status,
    ...(rule.versionNote ? { versionNote: rule.versionNote } : {}),
  });
  // The nearest name is looked up for the first flags only: a hint, not worth unbounded work.
  const hinted = (rule.status === 'unknown' || rule.status === 'refused') && ++hints.given <= MAX_HINTS;
  const nearest = hinted
    ? ((at.kind === 'refused' ? at.nearest : undefined) ??
      nearestName(name, knownNames(family, version), name))
    : undefined;
  const unknown = !found && rule.status !== 'refused' ? { family, eq: eq > 0 } : undefined;
  const taken: Taken =
    inline !== undefined
      ? {
          ...NOTHING,
          value: inline,
          expands: w.expands,
          problems: rule.takes === 'none' ? ['takes no value, but one is given after "="'] : [],
        }
      : takeValues(rule.takes, unknown, at, args, i + 1);
  const { took, ...values } = taken;
  const out: ParsedFlag = {
    ...base,
    ...values,
    problems: [...rule.problems, ...taken.problems],
    ...(hinted ? { nearest } : {}),
  };
  if (out.value !== undefined && !out.values.length) out.values = [out.value];
  return { flag: out, took };
}

export function parseFlags(
  family: Family,
  args: readonly Word[],
  env: readonly EnvVar[] = [],
  version: Version = { kind: 'unstated' },
): ParsedArgs {
  const flags: ParsedFlag[] = [];
  const positionals: Word[] = [];
  const hints: Hints = { given: 0 };
  let i = 0;
  while (i < args.length) {
    const w = args[i]!;
    if (!looksLikeFlag(w.text) || (w.quoted && w.text === '')) {
      positionals.push(w);
      i++;
      continue;
    }
    const { flag: f, took } = readFlag(family, version, args, i, hints);
    flags.push(f);
    i += 1 + took;
  }
  return { flags: [...envFlags(family, env, flags), ...flags], positionals };
}

/** llama.cpp reads every LLAMA_ARG_* variable before the command line. */
function envFlags(family: Family, env: readonly EnvVar[], command: readonly ParsedFlag[]): ParsedFlag[] {
  if (FAMILY_INFO[family].parser !== 'llama.cpp') return [];
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
