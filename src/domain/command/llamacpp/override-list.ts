/**
 * The override list of a llama.cpp or ik_llama.cpp command, in the order the loader searches
 * it: each -ot pair where it stands; upstream --cpu-moe and --n-cpu-moe where they stand;
 * ik_llama.cpp's -ncmoe kept apart, since it is applied after all of them.
 */
import { cite, onText } from '../flag-text';
import {
  compilePattern,
  MAX_PATTERNS,
  parseOverrideValue,
  type Override,
  type RegexOverride,
} from './overrides';
import type { ParsedFlag } from '../read/parse-flags';
import type { Because } from '../reading';
import { FFN_EXPS_REGEX } from '../registry/llamacpp';
import { TENSOR_GROUPS, flatTensor } from './tensor-groups';

export const EXPS = new RegExp(FFN_EXPS_REGEX);

export type OverrideList = {
  /** Each different override once, in order: a repeat of an earlier one can never win. */
  overrides: Override[];
  /** How many overrides the command writes, repeats included. */
  written: number;
  /** Why each override (by index) places what it matches; worked out when asked. */
  because: { get(index: number): Because | undefined };
  /** ik_llama.cpp's -ncmoe (or -cmoe, as 999 layers), applied after every override. */
  ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
};

/** Different -ot patterns kept beyond which later ones are only counted: twice what is ever run, for the ones that do not compile. */
const KEPT_PATTERNS = 2 * MAX_PATTERNS;

const overrideKey = (o: Override): string =>
  o.kind === 'regex' ? `r${o.target.buffer}=${o.pattern}` : `n${o.n}`;

/** The list as it is built, flag by flag. */
type Building = {
  readonly ik: boolean;
  readonly overrides: Override[];
  readonly reasons: (() => Because)[];
  readonly seen: Set<string>;
  /** Each -ot value read, with how many pairs it holds: the same value again is only counted. */
  readonly pairsOfValue: Map<string, number>;
  readonly problems: string[];
  written: number;
  ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
};

/**
 * The override list. A repeat of an earlier override (the same pattern for the same buffer,
 * or the same -ot value again) is counted but not kept: the earlier one claims the same tensors
 * first. So a paste of 10,000 copies of one -ot is one override, read in one pass.
 */
export function buildOverrides(ik: boolean, live: readonly ParsedFlag[], problems: string[]): OverrideList {
  const b: Building = {
    ik,
    overrides: [],
    reasons: [],
    seen: new Set(),
    pairsOfValue: new Map(),
    problems,
    written: 0,
    ikNcmoe: undefined,
  };
  for (const f of live) {
    const id = f.entry!.id;
    if (id === 'override-tensor' && f.value !== undefined) readOt(b, f, f.value);
    else if (id === 'cpu-moe' && f.positive) readCpuMoe(b, f);
    else if (id === 'n-cpu-moe' && f.value !== undefined) readNCpuMoe(b, f, f.value);
  }
  return { overrides: b.overrides, written: b.written, because: lazily(b.reasons), ikNcmoe: b.ikNcmoe };
}

/** Counts an override and keeps it unless an earlier one is the same. */
function add(b: Building, o: Override, reason: () => Because): void {
  b.written++;
  const k = overrideKey(o);
  if (b.seen.has(k)) return;
  b.seen.add(k);
  b.overrides.push(o);
  b.reasons.push(reason);
}

/** An -ot value: its pairs where it stands. */
function readOt(b: Building, f: ParsedFlag, value: string): void {
  const again = b.pairsOfValue.get(value);
  if (again !== undefined) {
    b.written += again;
    return;
  }
  // Past what the reader could ever run, a value is counted, not parsed: a generated list
  // of 10,000 patterns costs a count, and the reading says how many were not run.
  if (b.overrides.length >= KEPT_PATTERNS) {
    b.written += value.split(',').length;
    return;
  }
  const parsed = parseOverrideValue(value, onText(f), f.written);
  b.pairsOfValue.set(value, parsed.overrides.length);
  b.problems.push(...parsed.problems.map((p) => `${f.written}: ${p}`));
  for (const o of parsed.overrides)
    add(b, o, () => ({
      flag: `${f.written} ${o.pattern}=${o.target.buffer}`,
      rule: `The first override pattern found in a tensor\u2019s name places it: "${o.pattern}" sends it to ${o.target.buffer}.`,
      cite: [...cite(f)],
    }));
}

/** --cpu-moe: upstream, the experts pattern where it stands; ik_llama.cpp's -cmoe, -ncmoe 999. */
function readCpuMoe(b: Building, f: ParsedFlag): void {
  if (b.ik) {
    b.ikNcmoe = { n: 999, flag: f };
    return;
  }
  add(
    b,
    {
      kind: 'regex',
      pattern: FFN_EXPS_REGEX,
      re: EXPS,
      target: { buffer: 'CPU', tier: 'host-ram' },
      flag: f.written,
      written: f.written,
      origin: 'cpu-moe',
      problem: undefined,
    },
    () => ({
      flag: f.written,
      rule: 'Every routed-expert tensor (the ffn_*_exps pattern) goes to the CPU, unless an earlier override claims it.',
      cite: cite(f),
    }),
  );
}

/** --n-cpu-moe N: upstream, the experts of the first N layers where it stands; ik_llama.cpp's kept apart. */
function readNCpuMoe(b: Building, f: ParsedFlag, value: string): void {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    b.problems.push(`${onText(f)}: not a count of layers (the runtime stops with "invalid value")`);
    return;
  }
  if (b.ik) b.ikNcmoe = { n, flag: f };
  else if (n > 0)
    add(b, { kind: 'first-layers-experts', n, flag: onText(f) }, () => ({
      flag: onText(f),
      rule: `The routed experts of layers 0 to ${n - 1} go to the CPU, unless an earlier override claims them.`,
      cite: cite(f),
    }));
}

/** Each reason worked out when first asked, then kept. */
function lazily(reasons: readonly (() => Because)[]): OverrideList['because'] {
  const memo = new Map<number, Because>();
  return {
    get(index: number): Because | undefined {
      let b = memo.get(index);
      if (!b && reasons[index]) memo.set(index, (b = reasons[index]!()));
      return b;
    },
  };
}

/**
 * The override list of these flags, built once: the reading under another version's rule
 * (an alternative) reads the same flags again, and a hostile paste holds 10,000 of them.
 */
const built = new WeakMap<readonly ParsedFlag[], { ik: boolean; list: OverrideList; problems: string[] }>();
export function overridesOf(
  ik: boolean,
  flags: readonly ParsedFlag[],
  live: readonly ParsedFlag[],
  problems: string[],
): OverrideList {
  let b = built.get(flags);
  if (!b || b.ik !== ik) {
    const own: string[] = [];
    built.set(flags, (b = { ik, list: buildOverrides(ik, live, own), problems: own }));
  }
  problems.push(...b.problems);
  return b.list;
}

const STAND_INS = TENSOR_GROUPS.flatMap((g) => g.tensors);
export const FLAT_TENSORS = STAND_INS.filter(flatTensor).length;
export const LAYERED_TENSORS = STAND_INS.length - FLAT_TENSORS;
/** Pattern tests one reading may run: enough for any real command, and bounded for a hostile paste. */
const TEST_BUDGET = 150_000;

/**
 * The overrides this reader runs, in order, with their index in the list (every one differs
 * from the others: buildOverrides keeps no repeat), cut at a budget of pattern tests.
 */
export function runnableOverrides(all: Override[], names: number, problems: string[]) {
  const max = Math.min(MAX_PATTERNS, Math.max(8, Math.floor(TEST_BUDGET / Math.max(names, 1))));
  const list: { o: Override; index: number }[] = [];
  let index = 0;
  for (; index < all.length && list.length < max; index++) {
    const o = all[index]!;
    if (o.kind === 'regex' && !o.re) {
      const c = compilePattern(o.pattern);
      const compiled: RegexOverride = { ...o, re: c.re, problem: c.problem };
      all[index] = compiled;
      if (c.problem) problems.push(`${o.written} pattern "${o.pattern}": ${c.problem}`);
      if (c.re) list.push({ o: compiled, index });
    } else list.push({ o, index });
  }
  return { list, skipped: index < all.length };
}

export const targetKey = (o: Override): string => (o.kind === 'regex' ? o.target.buffer : 'CPU');
export const describeOverride = (o: Override): string =>
  o.kind === 'regex' ? `"${o.pattern}=${o.target.buffer}"` : `${o.flag}`;
