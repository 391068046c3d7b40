/**
 * Every effect the flag registry cites is the runtime's own text: each quote (help string,
 * doc line, source line) occurs word for word in its stored source under profiles/sources/,
 * as every pin's quotes do, and each source names its repository and commit or its thread.
 * The same holds for every citation a reading of the real commands prints.
 */
import { readCommand } from '../../../src/domain/command/read-command';
import { REGISTRIES } from '../../../src/domain/command/registry';
import { IK_RULES } from '../../../src/domain/command/registry/ik';
import { LLAMACPP_RULES } from '../../../src/domain/command/registry/llamacpp';
import { SGLANG_RULES } from '../../../src/domain/command/registry/sglang';
import type { Citation } from '../../../src/domain/command/registry/types';
import { VLLM_RULES } from '../../../src/domain/command/registry/vllm';
import { FAMILIES, parseRuntime } from '../../../src/domain/command/runtime';
import { RUNTIME_SOURCES } from '../../../src/domain/command/registry/sources';
import { DEEPSEEK_HICACHE, KIMI_KT, PR_15077, UNSLOTH_GPT_OSS } from '../../helpers/commands';
import { normalizeWhitespace, provenanceProblem } from '../../helpers/provenance';

const owner = { sources: RUNTIME_SOURCES };
const problem = (c: Citation) => provenanceProblem({ quote: c.quote, source: c.source }, owner);

const registryCitations = FAMILIES.flatMap((family) =>
  REGISTRIES[family].entries.flatMap((e) =>
    [...(e.cite ? [e.cite] : []), ...(e.rules ?? [])].map((c) => ({
      family,
      flag: e.names[0] ?? e.negNames?.[0],
      c,
    })),
  ),
);
const ruleCitations = [LLAMACPP_RULES, IK_RULES, VLLM_RULES, SGLANG_RULES].flatMap((r) => Object.values(r));

it('cites every described flag of every family', () => {
  for (const family of FAMILIES)
    expect(REGISTRIES[family].entries.filter((e) => e.cite).length, family).toBeGreaterThan(5);
});

it.each(registryCitations.map((x) => [`${x.family} ${x.flag}: ${x.c.quote.slice(0, 60)}`, x.c] as const))(
  'quotes %s word for word',
  (_name, c) => {
    expect(problem(c)).toBeUndefined();
  },
);

it('quotes every rule word for word', () => {
  expect(ruleCitations.map((c) => [c.quote, problem(c)]).filter(([, p]) => p)).toEqual([]);
});

it('names a repository path and commit, or an unpinned thread, for every source', () => {
  for (const s of RUNTIME_SOURCES) {
    if ('repo' in s) {
      expect(s.path, s.id).toBeTruthy();
      expect(s.commit, s.id).toMatch(/^[0-9a-f]{40}$/);
    } else expect(s.pinned, s.id).toBe(false);
    expect(s.text, s.id).toMatch(/\.txt$/);
  }
  expect(new Set(RUNTIME_SOURCES.map((s) => s.id)).size).toBe(RUNTIME_SOURCES.length);
});

it('gives no flag name to two entries of one family', () => {
  for (const family of FAMILIES) {
    const names = REGISTRIES[family].entries.flatMap((e) => [...e.names, ...(e.negNames ?? [])]);
    expect(
      names.filter((n, i) => names.indexOf(n) !== i),
      family,
    ).toEqual([]);
  }
});

const rt = (s: string) => {
  const r = parseRuntime(s);
  if (!r.ok) throw new Error(r.message);
  return r.runtime;
};

describe.each([
  ['the DeepSeek HiCache recipe', DEEPSEEK_HICACHE(), undefined],
  ['the Kimi KT-Kernel recipe', KIMI_KT(), undefined],
  ['the Unsloth gpt-oss command', UNSLOTH_GPT_OSS(), undefined],
  ['PR #15077 as upstream', PR_15077(), rt('llama.cpp@2025-09-01')],
  ['PR #15077 as ik after #2262', PR_15077(), rt('ik_llama.cpp@+2262')],
] as const)('reading %s', (_name, command, runtime) => {
  const r = readCommand(command, runtime ? { runtime } : {});
  it('prints only citations found word for word in their stored sources', () => {
    const all = [
      ...r.components.flatMap((c) => c.parts.flatMap((p) => p.because.flatMap((b) => b.cite))),
      ...r.conflicts.flatMap((c) => c.cite),
      ...r.flags.flatMap((f) => (f.entry?.cite ? [f.entry.cite] : [])),
    ];
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((c) => [normalizeWhitespace(c.quote), problem(c)]).filter(([, p]) => p)).toEqual([]);
  });
});
