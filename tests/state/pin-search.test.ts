/** Finding a pin: every word of the text, and every filter set, must match. */
import { describe, expect, test } from 'vitest';
import bundled from 'virtual:bundled-profiles';
import { catalogueOf } from '../../src/profiles/catalogue';
import { ANY_PIN, facetsOf, matchPins } from '../../src/state/pin-search';

const pins = catalogueOf(bundled).pins;
const ids = (q: Partial<typeof ANY_PIN>) => matchPins(pins, { ...ANY_PIN, ...q }).map((p) => p.id);

describe('pin search', () => {
  test('no query is every pin, the same array', () => {
    expect(matchPins(pins, ANY_PIN)).toBe(pins);
  });

  test('text matches title, subtitle, id, hardware, model and runtime, every word, any case', () => {
    expect(ids({ text: 'MIA tp2' })).toEqual(['glm-5.3-flash-mia-tensorfold-tp2']);
    // Held for whichever pins are bundled: a match names the word, and a pin without it is left out.
    const llama = ids({ text: 'LLAMA.CPP' });
    expect(llama).toContain('gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe');
    expect(llama).not.toContain('glm-5.3-flash-mia-tensorfold-tp2');
    const sparks = bundled.profiles.filter((p) => p.hardware === 'nvidia-dgx-spark-128gb-unified');
    expect(ids({ text: 'DGX Spark' }).sort()).toEqual(sparks.map((p) => p.id).sort());
    expect(ids({ text: 'spark kimi' })).toEqual([]);
  });

  test('filters: hardware, model, runtime, commercial use', () => {
    const on = (hw: string) => bundled.profiles.filter((p) => p.hardware === hw).map((p) => p.id);
    expect(ids({ hardware: 'nvidia-dgx-spark-128gb-unified' }).sort()).toEqual(
      on('nvidia-dgx-spark-128gb-unified').sort(),
    );
    expect(ids({ hardware: 'nvidia-dgx-spark-128gb-unified' })).toContain('glm-5.3-flash-mia-tensorfold-tp2');
    const deepseek = ids({ model: 'DeepSeek-R1' });
    expect(deepseek).toContain('deepseek-r1-sglang-hicache-tp8-hf3fs');
    expect(deepseek).not.toContain('kimi-k2-thinking-2x-rtx4090-48gb-sglang-kt-kernel');
    expect(ids({ runtime: 'TensorFold v0.6.0' })).toEqual(['glm-5.3-flash-mia-tensorfold-tp2']);
    expect(ids({ commercialUse: 'restricted' }).sort()).toEqual([
      'glm-5.3-flash-lime-tensorfold-c8',
      'glm-5.3-flash-mia-tensorfold-tp2',
    ]);
    expect(ids({ commercialUse: 'allowed' })).toEqual([]);
    expect(ids({ hardware: 'nvidia-dgx-spark-128gb-unified', text: 'lime' })).toEqual([
      'glm-5.3-flash-lime-tensorfold-c8',
    ]);
  });

  test('the filters offer each hardware, model and runtime once', () => {
    const f = facetsOf(pins);
    expect(f.hardware.map((h) => h.id).sort()).toEqual(bundled.hardware.map((h) => h.id).sort());
    expect(f.models).toHaveLength(new Set(bundled.profiles.map((p) => p.model.name)).size);
    expect(facetsOf(pins)).toBe(f);
  });
});
