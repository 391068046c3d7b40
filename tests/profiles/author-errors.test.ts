/**
 * What an author reads when a file is wrong (issue 18, point 8; issue 16, points 4 and 5):
 * the component's id beside its index, the nearest valid id for a typo, line and column for
 * a JSON syntax error, the hardware files really known, never a built-in property printed,
 * and the 2^53 limit said as a limit.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { placeOf } from '../../src/profiles/errors';
import { validateHardware, validateProfile } from '../../src/profiles/validate';
import { MIA_FILE, ROOT, loadBundled } from '../helpers/load-bundled';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const { hardware } = loadBundled();
const MIA_TEXT = readFileSync(resolve(ROOT, MIA_FILE), 'utf8');
const MIA: Json = JSON.parse(MIA_TEXT);
const FILE = 'profiles/author.json';
const mutated = (change: (p: Json) => void) => {
  const p = structuredClone(MIA);
  change(p);
  return validateProfile(FILE, JSON.stringify(p, null, 2), hardware).errors;
};
const spark = hardware.find((h) => h.id === MIA.hardware)!;
const firstLane = spark.lanes[0]!.id;
/** A lane id with two neighbouring letters swapped, as fingers do. */
const typo = `${firstLane.slice(0, 3)}${firstLane[4]}${firstLane[3]}${firstLane.slice(5)}`;

describe('paths name the component beside its index', () => {
  test('an error inside a component prints its id after the index', () => {
    const errors = mutated((p) => (p.components[2].residences[0].lane = 'no-such-lane'));
    const error = errors.find((e) => e.path === 'components[2].residences[0].lane')!;
    expect(placeOf(error)).toBe(
      `components[2] (id ${JSON.stringify(MIA.components[2].id)}).residences[0].lane`,
    );
    // The path itself stays a plain path, for tools; the id rides beside it.
    expect(error.id).toBe(MIA.components[2].id);
  });

  test('a hardware lane is named by its id too', () => {
    const hw = JSON.parse(JSON.stringify(spark));
    hw.lanes[0].usableBytes = 'lots';
    const errors = validateHardware('profiles/hardware/x.json', JSON.stringify(hw)).errors;
    expect(errors.map(placeOf).join('\n')).toContain(`lanes[0] (id "${firstLane}").usableBytes`);
  });
});

describe('a typo gets the nearest valid id', () => {
  test(`a lane id with two letters swapped ("${typo}") is answered with "did you mean"`, () => {
    expect(typo).not.toBe(firstLane);
    const errors = mutated((p) => {
      const c = p.components.find((x: Json) => typeof x.asPinned === 'string' && x.asPinned === firstLane);
      c.asPinned = typo;
      c.residences.find((r: Json) => r.lane === firstLane).lane = typo;
    });
    const said = errors.map((e) => e.message).join('\n');
    expect(said).toContain(`did you mean "${firstLane}"?`);
    // Not the fix for a real lane without evidence.
    expect(said).not.toContain(`add {"lane": "${typo}"`);
  });

  test('a source id typo is answered with the nearest source', () => {
    const id = MIA.sources[0].id as string;
    const errors = mutated((p) => p.components[0].sources.push(`${id}x`));
    expect(errors.map((e) => e.message).join('\n')).toContain(`did you mean "${id}"?`);
  });

  test('a hardware id typo is answered with the nearest known hardware', () => {
    const errors = mutated((p) => (p.hardware = `${p.hardware}s`));
    expect(errors[0]!.message).toContain(`did you mean "${MIA.hardware}"?`);
  });

  test('nothing close: no guess', () => {
    const errors = mutated((p) => (p.components[2].residences[0].lane = 'quantum-foam'));
    expect(errors[0]!.message).not.toContain('did you mean');
  });
});

describe('a JSON syntax error says where', () => {
  test('line and column of a stray comma', () => {
    const lines = MIA_TEXT.split('\n');
    // Break the file on line 3: a comma where a value should be.
    const at = lines[2]!.indexOf(':') + 2;
    lines[2] = `${lines[2]!.slice(0, at)},${lines[2]!.slice(at)}`;
    const errors = validateProfile(FILE, lines.join('\n'), hardware).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(new RegExp(`^not valid JSON at line 3, column ${at + 1}: `));
  });

  test('a file cut short points at its end', () => {
    const text = MIA_TEXT.slice(0, 200);
    const lines = text.split('\n');
    const errors = validateProfile(FILE, text, hardware).errors;
    expect(errors[0]!.message).toContain(`at line ${lines.length}, column ${lines.at(-1)!.length + 1}`);
  });
});

describe('the hardware files known', () => {
  test('a local profile naming missing hardware lists the served hardware and gives advice for a local file', () => {
    const served = ['nvidia-dgx-spark-128gb-unified', 'rtx-3090-24gb-64gb-ddr4'];
    const p = structuredClone(MIA);
    p.hardware = 'my-own-box';
    const errors = validateProfile('my-pin.json', JSON.stringify(p), [], {
      knownHardware: served,
      local: true,
    }).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(`(known: ${served.join(', ')})`);
    expect(errors[0]!.message).toContain('open its hardware file');
    expect(errors[0]!.message).not.toContain('profiles/hardware/');
  });
});

describe('messages never print a built-in property', () => {
  for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
    test(`an unknown key "${key}" in a component is named as a key, not as a function`, () => {
      const text = MIA_TEXT.replace(/"components": \[\s*\{/, `"components": [{ "${key}": 1,`);
      expect(text).not.toBe(MIA_TEXT);
      const errors = validateProfile(FILE, text, hardware).errors;
      const said = errors.map((e) => `${placeOf(e)}: ${e.message}`).join('\n');
      expect(said).toContain(`unknown key "${key}": not part of the file format`);
      expect(said).not.toMatch(/native code|function |\[object /);
    });
});

describe('byte counts beyond 2^53', () => {
  test('usableBytes of 2^53 + 1 says the limit, not "integers"', () => {
    const hw = JSON.parse(JSON.stringify(spark));
    const withOne = {
      ...hw,
      lanes: [{ ...hw.lanes[0], usableBytes: 2 ** 53 + 2 }, ...hw.lanes.slice(1)],
    };
    const errors = validateHardware('profiles/hardware/x.json', JSON.stringify(withOne)).errors;
    const said = errors.map((e) => e.message).join('\n');
    expect(said, said).toContain('2^53 − 1');
    expect(said).toContain('9,007,199,254,740,991');
    expect(said).not.toContain('byte counts are integers');
  });

  test('a fraction is still "integers"', () => {
    const errors = mutated((p) => (p.model.fileBytes = 1.5));
    expect(errors.map((e) => e.message).join('\n')).toContain('byte counts are integers');
  });
});
