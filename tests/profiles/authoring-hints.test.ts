/**
 * An author who writes a profile by hand gets told what is wrong and how to fix it: keys of
 * the first format name where they moved, a source without a commit is told to be marked
 * unpinned, and the shapes of the new format (parts, copies, opened residences, conflicts)
 * are checked for what the rules rely on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateHardware, validateProfile } from '../../src/profiles/validate';
import { type ProfileError } from '../../src/profiles/errors';
import { SHAPES_FIXTURES_DIR, loadBundled } from '../helpers/pins';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON is reached into and broken freely
type Json = any;
const FIXTURE: Json = JSON.parse(
  readFileSync(resolve(SHAPES_FIXTURES_DIR, 'example-every-shape.json'), 'utf8'),
);
const HARDWARE_JSON: Json = JSON.parse(
  readFileSync(resolve(SHAPES_FIXTURES_DIR, 'hardware/example-two-gpu-node-with-nfs.json'), 'utf8'),
);
const hardware = [
  ...loadBundled().hardware,
  validateHardware('hw.json', JSON.stringify(HARDWARE_JSON)).hardware!,
];

function errorsOf(change: (p: Json) => void): ProfileError[] {
  const p = structuredClone(FIXTURE);
  change(p);
  return validateProfile('pin.json', JSON.stringify(p), hardware).errors;
}
const messages = (errors: ProfileError[]) => errors.map((e) => `${e.path}: ${e.message}`);

it('accepts the fixture as written', () => {
  expect(validateProfile('pin.json', JSON.stringify(FIXTURE), hardware).errors).toEqual([]);
});

it('says where a key of the first hardware format moved', () => {
  const old = { ...HARDWARE_JSON, usableBytesPerNode: 'unknown', poolNote: 'x' };
  expect(messages(validateHardware('old.json', JSON.stringify(old)).errors)).toEqual(
    expect.arrayContaining([
      'usableBytesPerNode: unknown key "usableBytesPerNode": moved to each lane: lanes[].usableBytes, per device',
      'poolNote: unknown key "poolNote": moved to notes[]',
    ]),
  );
});

it('tells an author to mark a source without a commit as unpinned, never to invent a sha', () => {
  const errors = errorsOf((p) => {
    delete p.sources[1].commit;
  });
  expect(messages(errors)).toContainEqual(
    expect.stringMatching(/^sources\[1\]\.commit: no commit: .*mark the source unpinned \("pinned": false\)/),
  );
});

it('asks an unpinned source for the day it was checked', () => {
  const errors = errorsOf((p) => {
    p.sources[0].checked = 'unknown';
  });
  expect(messages(errors)).toContainEqual(expect.stringMatching(/^sources\[0\]\.checked: .*checked/));
});

it('refuses a part that starts where no residence describes it, saying what to add', () => {
  const errors = errorsOf((p) => {
    p.components[1].asPinned.split[0].lane = 'nfs';
  });
  expect(messages(errors)).toContainEqual(
    expect.stringMatching(
      /asPinned\.split\[0\]\.lane: part "experts-first-12" starts in "nfs" but no residence describes it/,
    ),
  );
});

it('refuses a copy that starts in its home lane: a copy there is not another residence', () => {
  const errors = errorsOf((p) => {
    p.components[2].asPinned.copies[0].lane = 'gpu';
    p.components[2].asPinned.copies[0].residences.push({ lane: 'gpu', evidence: 'x' });
  });
  expect(messages(errors)).toContainEqual(
    expect.stringMatching(/copies\[0\]\.lane: a copy cannot start in its home's lane/),
  );
});

it("refuses two rows with one id: parts and copies share the component ids' namespace", () => {
  const errors = errorsOf((p) => {
    p.components[1].asPinned.split[1].id = 'kv-cache';
  });
  expect(messages(errors)).toContainEqual(expect.stringMatching(/duplicate row id "kv-cache"/));
});

it('refuses an option that opens a residence for a row the pin does not have', () => {
  const errors = errorsOf((p) => {
    p.settings[0].options[1].opens[0].row = 'no-such-row';
  });
  expect(messages(errors)).toContainEqual(
    'settings[0].options[1].opens[0].row: "no-such-row" is not a component, part or copy id of this pin',
  );
});

it('refuses a conflict that names a source the pin does not list', () => {
  const errors = errorsOf((p) => {
    p.model.layers.conflict[1].source = 'nowhere';
  });
  expect(messages(errors)).toContainEqual(
    expect.stringMatching(/^model\.layers\.conflict\[1\]\.source: source id "nowhere"/),
  );
});

it('refuses a conflict with one value: a conflict holds at least two', () => {
  const errors = errorsOf((p) => {
    p.model.layers.conflict.pop();
  });
  expect(messages(errors).join('\n')).toMatch(/at least two stated values/);
});

it('refuses a default that is not an option, and suggests leaving it out', () => {
  const errors = errorsOf((p) => {
    p.settings[1].default = 'maybe';
  });
  expect(messages(errors)).toContainEqual(
    expect.stringMatching(/leave "default" out when the source states none/),
  );
});

it('refuses a serving figure for a device the hardware does not have', () => {
  const errors = errorsOf((p) => {
    p.model.servingBytes = [{ lane: 'gpu', node: 0, device: 2, bytes: 1 }];
  });
  expect(messages(errors)).toContainEqual(
    'model.servingBytes[0].device: device 2 does not exist: "gpu" has 2 per node (0-based)',
  );
});
