/**
 * Bytes per device against real llama.cpp v0.5.0 output (issue 27): for every recorded
 * llama-completion run that loaded, each model, KV and output buffer the engine computes
 * equals the MiB llama.cpp printed (to its two decimals), and each layer is on the device the
 * log says. Runs whose command leaves -ngl to --fit (on by default) are predicted with what
 * that run's own log says --fit did ("no changes needed": -ngl stays every slot), as the app
 * does with a pasted log; no run may come out unknown.
 */
import { predict, predicted, printed, runs, stopWords } from './conformance-runs';

const all = runs().filter((r) => r.exit === 0);
const stopped = runs().filter((r) => r.exit !== 0);

it('has the recorded runs', () => {
  expect(all.length).toBeGreaterThanOrEqual(40);
  expect(stopped.length).toBeGreaterThanOrEqual(5);
});

describe.each(all.map((r) => [r.id, r] as const))('%s', (_id, run) => {
  it('every buffer and layer as llama.cpp printed it', async () => {
    const got = predicted(await predict(run));
    const want = printed(run.log);
    if (!got) throw new Error('no prediction');
    expect([...got.model, ...got.kv].filter((l) => l.endsWith(' ?'))).toEqual([]);
    expect(got.model).toEqual(want.model);
    // A few logs end during the real load (the recording cut them): their KV and output lines
    // are not there to compare; every log that prints them is compared.
    if (want.kv.length) expect(got.kv).toEqual(want.kv);
    if (want.output.length) expect(got.output).toEqual(want.output);
    expect(got.layers).toEqual(want.layers);
    // Every tensor an override moved is in the buffer type the log names.
    for (const [name, buffer] of want.overridden)
      expect([name, got.overridden.get(name)]).toEqual([name, buffer]);
  });
});

describe.each(stopped.map((r) => [r.id, r] as const))('%s (llama.cpp stopped)', (_id, run) => {
  it('is named as refused by the build, in the words llama.cpp stopped with, and not read', async () => {
    const r = await predict(run);
    const words = stopWords(run.log);
    expect(words).toBeDefined();
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refused?.join('\n')).toContain(words);
  });
});
