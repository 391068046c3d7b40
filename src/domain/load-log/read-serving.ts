/**
 * vLLM's and SGLang's startup memory lines, read as the figures they report, each with the
 * rank that printed it (vLLM's "(Worker_TP1 pid=…)", SGLang's "[… TP1]"). Formats as public
 * logs print them (tests/fixtures/logs/, each with its URL): vLLM "Model loading took 2.2845
 * GiB and 74.27 seconds", "Loading model weights took 67.7229 GB", "Available KV cache memory:
 * 2.30 GiB", "GPU KV cache size: 75,840 tokens"; SGLang "Load weight end. type=…, avail
 * mem=13.81 GB, mem usage=1.52 GB.", "KV Cache is allocated. #tokens: 473854, K size: 2.71 GB,
 * V size: 2.71 GB", "max_total_num_tokens=…", "Allocating 40.00 GB host memory for
 * hierarchical KV cache.". Numbers are kept as printed; one that cannot be is named unreadable.
 */
import { FAMILY_INFO } from '../command/runtime';
import { UnreadableFigure } from './log-figures';
import type { LogLine } from './log-lines';
import type { LogReading, ServingFigure } from './log-reading';

const VLLM_PREFIX =
  /^(?:\((\w+?)(?: rank=(\d+))? pid=\d+\) )?(?:INFO|WARNING|DEBUG) \d\d-\d\d [\d:]{8}(?:\.\d+)? \[?[\w.]+:\d+\] /;
const SGLANG_PREFIX = /^\[\d{4}-\d\d-\d\d [\d:]{8}((?: [\w.]+)*)\] /;
const NUMBER = /^\d{1,12}(?:\.\d{1,8})?$/;
const TOKENS = /^\d{1,3}(?:,\d{3}){0,4}$|^\d{1,15}$/;

type What = ServingFigure['what'];
/** Each line: its pattern, and the figures it gives ([what, group of the number, unit or group]). */
const VLLM: [RegExp, [What, number, string | number][]][] = [
  [/^Model loading took (\S+) (GiB|GB) and \S+ seconds$/, [['weights', 1, 2]]],
  [/^Loading model weights took (\S+) (GiB|GB)$/, [['weights', 1, 2]]],
  [/^Available KV cache memory: (\S+) (GiB|GB)$/, [['KV cache', 1, 2]]],
  [/^GPU KV cache size: (\S+) tokens$/, [['KV cache tokens', 1, 'tokens']]],
];
const SGLANG: [RegExp, [What, number, string | number][]][] = [
  [
    /^Load weight end\. type=\S+, (?:dtype|quant)=[^,]+, avail mem=(\S+) GB, mem usage=(\S+) GB\.?$/,
    [
      ['available', 1, 'GB'],
      ['weights', 2, 'GB'],
    ],
  ],
  [/^Load weight end\. type=\S+, (?:dtype|quant)=[^,]+, avail mem=(\S+) GB$/, [['available', 1, 'GB']]],
  [
    /^KV Cache is allocated\. #tokens: (\S+), (?:K size: (\S+) GB, V size: (\S+) GB|KV size: (\S+) GB)$/,
    [
      ['KV cache tokens', 1, 'tokens'],
      ['KV cache', 2, 'GB (K)'],
      ['KV cache', 3, 'GB (V)'],
      ['KV cache', 4, 'GB'],
    ],
  ],
  [/^max_total_num_tokens=(\d+)(?:,.*)?$/, [['max_total_num_tokens', 1, 'tokens']]],
  [/^Allocating (\S+) GB host memory for hierarchical KV cache\.?$/, [['HiCache host pool', 1, 'GB']]],
];

/** Reads one vLLM or SGLang line into r.serving; false when it is none of them. */
export function readServingLine(l: LogLine, r: LogReading): boolean {
  const v = VLLM_PREFIX.exec(l.text);
  if (v)
    return read(
      l,
      r,
      FAMILY_INFO.vllm.name,
      l.text.slice(v[0].length),
      VLLM,
      v[2] ? `rank ${v[2]}` : v[1]?.replace(/^\w*?_?(?=TP|DP|PP)/, ''),
    );
  const s = SGLANG_PREFIX.exec(l.text);
  if (s)
    return read(l, r, FAMILY_INFO.sglang.name, l.text.slice(s[0].length), SGLANG, s[1]?.trim() || undefined);
  // Pasted without a prefix: each runtime's lines are distinctive enough alone.
  return (
    read(l, r, FAMILY_INFO.sglang.name, l.text, SGLANG, undefined) ||
    read(l, r, FAMILY_INFO.vllm.name, l.text, VLLM, undefined)
  );
}

function read(
  l: LogLine,
  r: LogReading,
  runtime: ServingFigure['runtime'],
  rest: string,
  table: typeof VLLM,
  rank: string | undefined,
): boolean {
  for (const [re, figures] of table) {
    const m = re.exec(rest);
    if (!m) continue;
    const found: ServingFigure[] = [];
    for (const [what, group, unit] of figures) {
      const n = m[group];
      if (n === undefined) continue;
      const isTokens = unit === 'tokens';
      if (!(isTokens ? TOKENS : NUMBER).test(n)) throw new UnreadableFigure(`"${n}" is not a number`);
      const u = typeof unit === 'number' ? m[unit]! : unit;
      found.push({ runtime, what, figure: `${n} ${u}`, rank, line: l.no });
    }
    r.serving.push(...found);
    return true;
  }
  return false;
}
