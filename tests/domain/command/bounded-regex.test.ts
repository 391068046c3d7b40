/**
 * The -ot pattern search (bounded-regex.ts): the same answer as a regex search for the patterns
 * people write (JavaScript's RegExp reads these as std::regex ECMAScript does), in time linear
 * in the name for the patterns that made a backtracking engine run for minutes, and a refusal
 * naming the limit for what it does not run.
 */
import fc from 'fast-check';
import { compileBounded, REGEX_LIMITS } from '../../../src/domain/command/llamacpp/bounded-regex';
import { readCommand } from '../../../src/domain/command/read-command';
import { TENSOR_GROUPS, tensorName } from '../../../src/domain/command/llamacpp/tensor-groups';
import { cpuClock } from '../../helpers/cpu-clock';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// The wall clock only catches a hang: at FUZZ_RUNS=10000 and a load of 55 the random patterns took 147 s.
const TIMEOUT = Math.max(180_000, RUNS * 60);

/** Every tensor name the reader tries for a 94-layer model, and a few it never makes. */
const NAMES = [
  ...TENSOR_GROUPS.flatMap((g) =>
    g.tensors.flatMap((t) => (g.layered ? Array.from({ length: 94 }, (_, l) => tensorName(t, l)) : [t])),
  ),
  'blk.3.ffn_up_chexps.weight',
  '',
  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
];

/** -ot patterns as pinned sources write them (profiles/ and profiles/sources/), and the loader's own. */
const REAL = [
  '.ffn_(up)_exps.',
  '.ffn_(up|down)_exps.',
  '.ffn_.*_exps.',
  '\\.(6|7|8|9|[0-9][0-9]|[0-9][0-9][0-9])\\.ffn_(gate|up|down)_exps.',
  'blk\\.[0-6]\\..*_exps\\.',
  'blk\\.(7|8|9|10)\\..*_exps\\.',
  'exps',
  'expert',
  '\\.ffn_(up|down|gate|gate_up)_(ch|)exps',
  'blk\\.(1[0-9])\\.ffn_.*_exps',
  'blk\\.[12]\\.ffn_.*_exps',
  '^token_embd\\.weight$',
  'output\\.weight$',
  'blk\\.\\d+\\.attn_(q|k|v)\\.weight',
  'ffn_(gate|up)_exps\\.weight$|ffn_down_exps',
  '[^.]+_exps',
  'blk\\.[0-9]{2,}\\.ffn',
  'blk\\.4[0-7]?\\.',
];

function search(pattern: string) {
  const c = compileBounded(pattern);
  if (!c.ok) throw new Error(`${pattern}: ${c.problem}`);
  return c.matcher;
}

describe('the same answer as a regex search', () => {
  it.each(REAL)('%s', (pattern) => {
    const m = search(pattern);
    const re = new RegExp(pattern);
    const differ = NAMES.filter((n) => m.test(n) !== re.test(n));
    expect(differ).toEqual([]);
  });

  it('for random patterns of the -ot syntax over names like the tensors', { timeout: TIMEOUT }, () => {
    const atom = fc.constantFrom('a', 'b', '.', '\\.', '[ab]', '[^a]', '\\d', '_', '1', 'e');
    const pattern: fc.Arbitrary<string> = fc.letrec<{ p: string }>((tie) => ({
      p: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        atom,
        fc.tuple(tie('p'), tie('p')).map(([a, b]) => a + b),
        fc.tuple(tie('p'), tie('p')).map(([a, b]) => `(${a}|${b})`),
        fc
          .tuple(tie('p'), fc.constantFrom('?', '*', '+', '{2}', '{0,2}', '{1,}', '*?'))
          .map(([a, q]) => `(${a})${q}`),
        fc.constantFrom('^', '$').map((x) => x),
      ),
    })).p;
    const name = fc.stringMatching(/^[ab1e._]{0,10}$/);
    fc.assert(
      fc.property(pattern, fc.array(name, { maxLength: 8 }), (p, names) => {
        // The engine's own work, timed apart from RegExp's (which may backtrack): CPU time, so a
        // busy machine cannot fail it, and far above the few milliseconds such a pattern takes.
        const elapsed = cpuClock();
        const c = compileBounded(p);
        const found = c.ok ? names.map((n) => c.matcher.test(n)) : [];
        expect(elapsed()).toBeLessThan(1000);
        if (!c.ok) return; // a "^*" and the like: an error in std::regex too
        const re = new RegExp(p);
        names.forEach((n, i) => expect(found[i], `${p} on "${n}"`).toBe(re.test(n)));
      }),
      { numRuns: RUNS },
    );
  });

  it("reads std::regex's POSIX classes, which JavaScript would read as characters", () => {
    expect(search('blk\\.[[:digit:]]+\\.ffn').test('blk.12.ffn_up')).toBe(true);
    expect(search('blk\\.[[:digit:]]+\\.ffn').test('blk.:d.ffn_up')).toBe(false);
  });
});

describe('bounded work', () => {
  // Each took a backtracking engine from seconds to minutes against these names (the
  // issue: 123 s in read-command; (.?){14}.{14}X took 28.8 s here before this engine).
  it.each(['(a?){30}a{30}', '((x+)+)+y', '(.?){18}.{18}X', '(a|aa)+$', `${'.*'.repeat(40)}z`])(
    '%s runs over every tensor name of a 94-layer model in linear time',
    (pattern) => {
      const m = search(pattern);
      const elapsed = cpuClock();
      for (const n of NAMES) m.test(n);
      // Linear: well under a second even on a busy machine, where RegExp took tens of seconds.
      expect(elapsed()).toBeLessThan(2000);
    },
  );

  it('refuses a pattern over a limit, naming the limit, before any name is tested', () => {
    expect(compileBounded('(a{1000}){1000}')).toEqual({
      ok: false,
      problem: `more than ${REGEX_LIMITS.states} states once its counts are written out: not run here`,
    });
    expect(compileBounded(`${'('.repeat(40)}a${')'.repeat(40)}`)).toMatchObject({
      ok: false,
      problem: expect.stringContaining(`limit of ${REGEX_LIMITS.nesting}`),
    });
    expect(compileBounded('(a)\\1')).toMatchObject({ problem: expect.stringContaining('back-reference') });
    expect(compileBounded('exps(?=\\.)')).toMatchObject({ problem: expect.stringContaining('lookahead') });
    expect(compileBounded('a{')).toMatchObject({ problem: expect.stringContaining('not a valid pattern') });
  });

  it('in a reading, a catastrophic pattern is read in time and the others still place tensors', () => {
    const elapsed = cpuClock();
    const r = readCommand(
      'llama-server -m m.gguf -ngl 99 -ot "(.?){18}.{18}X=CPU" -ot "(a{1000}){9}=CPU" -ot "exps=CPU"',
      {
        model: { layers: 94, from: 'test' },
      },
    );
    expect(elapsed()).toBeLessThan(5000);
    expect(r.problems).toContain(
      `-ot pattern "(a{1000}){9}": more than ${REGEX_LIMITS.states} states once its counts are written out: not run here`,
    );
    const experts = r.components.find((c) => c.id === 'routed-experts')!;
    expect(experts.parts.map((p) => p.residence)).toContainEqual(
      expect.objectContaining({ tier: 'host-ram' }),
    );
  });
});
