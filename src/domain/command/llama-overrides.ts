/**
 * The override list of a llama.cpp or ik_llama.cpp command, in the order the loader searches
 * it: each -ot pair where it stands; upstream --cpu-moe and --n-cpu-moe where they stand;
 * ik_llama.cpp's -ncmoe kept apart, since it is applied after all of them.
 */
import { cite, onText } from './flag-text';
import {
  compilePattern,
  MAX_PATTERNS,
  parseOverrideValue,
  type Override,
  type RegexOverride,
} from './overrides';
import type { ParsedFlag } from './parse-flags';
import type { Because } from './reading';
import { FFN_EXPS_REGEX } from './registry/llamacpp';
import { TENSOR_GROUPS } from './tensor-groups';

export const EXPS = new RegExp(FFN_EXPS_REGEX);

export type OverrideList = {
  overrides: Override[];
  /** Why each override (by index) places what it matches. */
  because: Map<number, Because>;
  /** ik_llama.cpp's -ncmoe (or -cmoe, as 999 layers), applied after every override. */
  ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
};

export function buildOverrides(ik: boolean, live: readonly ParsedFlag[], problems: string[]): OverrideList {
  const overrides: Override[] = [];
  const because = new Map<number, Because>();
  let ikNcmoe: { n: number; flag: ParsedFlag } | undefined;
  for (const f of live) {
    const id = f.entry!.id;
    if (id === 'override-tensor' && f.value !== undefined) {
      const parsed = parseOverrideValue(f.value, onText(f));
      problems.push(...parsed.problems.map((p) => `${f.written}: ${p}`));
      for (const o of parsed.overrides) {
        because.set(overrides.length, {
          flag: `${f.written} ${o.pattern}=${o.target.buffer}`,
          rule: `The first override pattern found in a tensor\u2019s name places it: "${o.pattern}" sends it to ${o.target.buffer}.`,
          cite: [...cite(f)],
        });
        overrides.push(o);
      }
    } else if (id === 'cpu-moe' && f.positive) {
      if (ik) ikNcmoe = { n: 999, flag: f };
      else {
        because.set(overrides.length, {
          flag: f.written,
          rule: 'Every routed-expert tensor (the ffn_*_exps pattern) goes to the CPU, unless an earlier override claims it.',
          cite: cite(f),
        });
        overrides.push({
          kind: 'regex',
          pattern: FFN_EXPS_REGEX,
          re: EXPS,
          target: { buffer: 'CPU', tier: 'host-ram' },
          flag: f.written,
          origin: 'cpu-moe',
          problem: undefined,
        });
      }
    } else if (id === 'n-cpu-moe' && f.value !== undefined) {
      const n = Number(f.value);
      if (!Number.isInteger(n) || n < 0) {
        problems.push(`${onText(f)}: not a count of layers (the runtime stops with "invalid value")`);
        continue;
      }
      if (ik) ikNcmoe = { n, flag: f };
      else if (n > 0) {
        because.set(overrides.length, {
          flag: onText(f),
          rule: `The routed experts of layers 0 to ${n - 1} go to the CPU, unless an earlier override claims them.`,
          cite: cite(f),
        });
        overrides.push({ kind: 'first-layers-experts', n, flag: onText(f) });
      }
    }
  }
  return { overrides, because, ikNcmoe };
}

export const LAYERED_TENSORS = TENSOR_GROUPS.filter((g) => g.layered).reduce(
  (n, g) => n + g.tensors.length,
  0,
);
export const FLAT_TENSORS = TENSOR_GROUPS.filter((g) => !g.layered).reduce((n, g) => n + g.tensors.length, 0);
/** Pattern tests one reading may run: enough for any real command, and bounded for a hostile paste. */
const TEST_BUDGET = 150_000;

/**
 * The overrides this reader runs, in order, with their index in the full list. A repeat of an
 * earlier override can never win (the earlier one claims the same tensors for the same
 * buffer), so it is left out; the rest are cut at a budget of pattern tests.
 */
export function runnableOverrides(all: Override[], names: number, problems: string[]) {
  const max = Math.min(MAX_PATTERNS, Math.max(8, Math.floor(TEST_BUDGET / Math.max(names, 1))));
  const seen = new Set<string>();
  const list: { o: Override; index: number }[] = [];
  let skipped = false;
  all.forEach((o, index) => {
    const k = o.kind === 'regex' ? `r${o.target.buffer}=${o.pattern}` : `n${o.n}`;
    if (seen.has(k)) return;
    seen.add(k);
    if (list.length >= max) {
      skipped = true;
      return;
    }
    if (o.kind === 'regex' && !o.re) {
      const c = compilePattern(o.pattern);
      const compiled: RegexOverride = { ...o, re: c.re, problem: c.problem };
      all[index] = compiled;
      if (c.problem) problems.push(`${o.flag.split(' ')[0]} pattern "${o.pattern}": ${c.problem}`);
      if (!c.re) return;
      list.push({ o: compiled, index });
    } else list.push({ o, index });
  });
  return { list, skipped };
}

export const targetKey = (o: Override): string => (o.kind === 'regex' ? o.target.buffer : 'CPU');
export const describeOverride = (o: Override): string =>
  o.kind === 'regex' ? `"${o.pattern}=${o.target.buffer}"` : `${o.flag}`;
