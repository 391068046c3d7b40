/**
 * A layer count over what llama.cpp loads (LLAMA_MAX_LAYERS = 512) is reported and read as
 * unknown before any work: 10^9 layers threw "RangeError: Invalid array length" after a 19 s
 * freeze, and 100,000 layers took 19.4 s in one reading, before this limit.
 */
import { draftProfile } from '../../../src/domain/command/draft/draft-profile';
import { MODEL_LIMITS } from '../../../src/domain/command/model/model-limits';
import { readCommand } from '../../../src/domain/command/read-command';
import { validateProfile } from '../../../src/profiles/validate';
import { catalogue } from '../../helpers/commands';
import { cpuClock } from '../../helpers/cpu-clock';

const loaded = catalogue();
const hardware = loaded.hardware.find((h) => h.id === 'rtx-3090-24gb-64gb-ddr4')!;
const COMMAND = 'llama-server -m m.gguf -ngl 99 -ot "exps=CPU" --n-cpu-moe 3';

describe.each([100_000, 1e9, -3, 2.5])('a model of %s layers', (layers) => {
  it('is read in time, the count named and set aside, and the draft still validates', () => {
    const elapsed = cpuClock();
    const reading = readCommand(COMMAND, { model: { layers, from: 'the layer count you gave' } });
    const draft = draftProfile({ command: COMMAND, reading, hardware, checked: '2026-12-02', layers });
    // Under a second even on a busy machine; before the limit, 19 s and more.
    expect(elapsed()).toBeLessThan(3000);
    expect(reading.problems.join('\n')).toMatch(
      new RegExp(
        `the layer count you gave gives .* layers, (more than the ${MODEL_LIMITS.layers}|not a count)`,
      ),
    );
    const v = validateProfile('draft.json', JSON.stringify(draft), loaded.hardware);
    expect(v.errors).toEqual([]);
  });
});

it('reads 512 layers, the most llama.cpp loads', () => {
  const r = readCommand(COMMAND, { model: { layers: 512, from: 'the model file header' } });
  expect(r.problems.join('\n')).not.toMatch(/layers/);
});
