/**
 * Tensor overrides as the loader sees them: an ordered list of (pattern, buffer type), where
 * the first pattern found anywhere in a tensor's name decides its buffer (std::regex_search,
 * not anchored). -ot adds its pairs where it stands; upstream --cpu-moe and --n-cpu-moe add
 * theirs where they stand; ik_llama.cpp adds its -ncmoe layers after all of them.
 *
 * Patterns are std::regex ECMAScript. Syntax std::regex does not have (lookbehind, named
 * groups) is reported; the rest runs in bounded-regex.ts, in time linear in each name, so a
 * hostile pattern never freezes the page, and one over its limits is reported, not run.
 */
import { compileBounded, type Matcher } from './bounded-regex';
import type { Tier } from '../reading';

export type Target = { buffer: string; tier: Tier | undefined };

export type RegexOverride = {
  kind: 'regex';
  pattern: string;
  re: Matcher | undefined;
  target: Target;
  /** The flag and its value as written: '-ot "exps=CPU"'. */
  flag: string;
  /** The flag alone as written, without its value: "-ot", "--override-tensor". */
  written: string;
  origin: 'override-tensor' | 'cpu-moe';
  problem: string | undefined;
};

/** Upstream --n-cpu-moe N: blk\.i<FFN_EXPS_REGEX> for i in [0, N), each to the CPU. */
export type FirstLayersOverride = { kind: 'first-layers-experts'; n: number; flag: string };

export type Override = RegexOverride | FirstLayersOverride;

/** At most this many patterns are run against the tensor names (generated -ot lists can be long). */
export const MAX_PATTERNS = 256;
const MAX_PATTERN_CHARS = 512;

const GPU_BUFFER = /^(CUDA|ROCm|HIP|Vulkan|SYCL|CANN|MUSA|Metal|OpenCL|BLAS)\d*$/;
const RPC_BUFFER = /^RPC\d*\[[^\]]+\]$/;

export function targetOf(buffer: string): Target {
  if (buffer === 'CPU') return { buffer, tier: 'host-ram' };
  if (GPU_BUFFER.test(buffer)) return { buffer, tier: 'gpu-memory' };
  if (RPC_BUFFER.test(buffer)) return { buffer, tier: 'remote-device' };
  return { buffer, tier: undefined };
}

const NOT_STD_REGEX = /\(\?<[=!]|\(\?<[A-Za-z]|\\k<|\\p\{|\\P\{/;
type Compiled = { re: Matcher | undefined; problem: string | undefined };
const compiled = new Map<string, Compiled>();

/** Compiles a pattern as the runtime would read it, or says why it is not run (cached: pastes repeat patterns). */
export function compilePattern(pattern: string): Compiled {
  let c = compiled.get(pattern);
  if (!c) {
    if (compiled.size > 2048) compiled.clear();
    c = compile(pattern);
    compiled.set(pattern, c);
  }
  return c;
}

function compile(pattern: string): Compiled {
  if (pattern.length > MAX_PATTERN_CHARS)
    return { re: undefined, problem: `longer than ${MAX_PATTERN_CHARS} characters: not run here` };
  if (NOT_STD_REGEX.test(pattern))
    return {
      re: undefined,
      problem: 'uses syntax that std::regex does not have (lookbehind, named groups, \\p{…})',
    };
  const c = compileBounded(pattern);
  return c.ok ? { re: c.matcher, problem: undefined } : { re: undefined, problem: c.problem };
}

/** The PATTERN=BUFFER pairs of one -ot value, split at commas, each at its first "=". */
export function parseOverrideValue(
  value: string,
  flag: string,
  written: string,
): { overrides: RegexOverride[]; problems: string[] } {
  const overrides: RegexOverride[] = [];
  const problems: string[] = [];
  for (const pair of value.split(',')) {
    const eq = pair.indexOf('=');
    if (eq < 0) {
      problems.push(`"${pair}" has no "=": llama.cpp stops with "invalid value"`);
      continue;
    }
    const pattern = pair.slice(0, eq);
    const target = targetOf(pair.slice(eq + 1));
    if (!target.tier)
      problems.push(
        `"${target.buffer}" is not a buffer type this reader knows: llama.cpp stops with "unknown buffer type" when no device has it`,
      );
    // Compiled when the reader runs it: a paste of 10,000 patterns compiles only those it runs.
    overrides.push({
      kind: 'regex',
      pattern,
      re: undefined,
      target,
      flag,
      written,
      origin: 'override-tensor',
      problem: undefined,
    });
  }
  return { overrides, problems };
}
