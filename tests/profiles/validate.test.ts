import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { crossCheck } from '../../src/profiles/cross-check';
import { loadAll, validateHardware, validateProfile, type InputFile } from '../../src/profiles/validate';
import { type ProfileError } from '../../src/profiles/errors';
import { readProfilesDir } from '../../src/profiles/read-dir';
import {
  DISCRETE_FIXTURES_DIR,
  DISCRETE_HARDWARE_ID,
  DISCRETE_PROFILE_ID,
  MIA_FILE,
  MIA,
  PROFILES_DIR,
  ROOT,
  SPARK_ID,
  loadBundled,
  loadDir,
} from '../helpers/pins';

/** Raw profile JSON, changed in place to build one bad input at a time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON is reached into and broken freely
type Json = any;

const MIA_JSON: Json = JSON.parse(readFileSync(resolve(ROOT, MIA_FILE), 'utf8'));
const BAD_FILE = 'profiles/bad-mia.json';
const { hardware } = loadBundled();

/** Validates the Mia JSON after one change, under a file name of its own. */
function mutated(change: (p: Json) => void): ProfileError[] {
  const p = structuredClone(MIA_JSON);
  change(p);
  const result = validateProfile(BAD_FILE, JSON.stringify(p), hardware);
  expect(result.profile).toBeUndefined();
  return result.errors;
}

const componentIndex = (id: string): number => {
  const i = MIA_JSON.components.findIndex((c: Json) => c.id === id);
  if (i < 0) throw new Error(`no component ${id}`);
  return i;
};
const EXPERTS = componentIndex('routed-experts');

describe('the bundled profiles', () => {
  it('load the Mia TP2 pin and the DGX Spark hardware with no error against either file', () => {
    const result = loadBundled();
    expect(result.profiles.map((p) => p.id)).toContain(MIA);
    expect(result.hardware.map((h) => h.id)).toContain(SPARK_ID);
    expect(
      result.errors.filter((e) => e.file === MIA_FILE || e.file.startsWith('profiles/hardware/')),
    ).toEqual([]);
  });

  it('attribute every error to a file, a field path and a message', () => {
    for (const e of loadBundled().errors) {
      expect(e.file).toMatch(/\.json$/);
      expect(e.path.length).toBeGreaterThan(0);
      expect(e.message.length).toBeGreaterThan(0);
    }
  });

  it('accept the unchanged Mia JSON', () => {
    const result = validateProfile(BAD_FILE, JSON.stringify(MIA_JSON), hardware);
    expect(result.errors).toEqual([]);
    expect(result.profile?.id).toBe(MIA);
  });
});

describe('a bad profile gets one clear error naming the file, the field path and the problem', () => {
  it('reports text that is not JSON', () => {
    const errors = validateProfile(BAD_FILE, '{ "id": "glm-5.3-flash-mia-tensorfold-tp2", ', hardware).errors;
    expect(errors).toEqual([
      { file: BAD_FILE, path: '(root)', message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('reports a missing field as missing', () => {
    const errors = mutated((p) => delete p.title);
    expect(errors).toEqual([{ file: BAD_FILE, path: 'title', message: expect.stringMatching(/missing/) }]);
  });

  it('reports a missing field deep in a component with its full path', () => {
    const errors = mutated((p) => delete p.components[EXPERTS].perRankBytes);
    expect(errors).toEqual([
      {
        file: BAD_FILE,
        path: `components[${EXPERTS}].perRankBytes`,
        message: expect.stringMatching(/missing/),
      },
    ]);
  });

  it('reports a wrong type with what was expected and what was found', () => {
    const errors = mutated((p) => (p.nodes = 'two'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: BAD_FILE, path: 'nodes' });
    expect(errors[0]!.message).toMatch(/expected number/);
    expect(errors[0]!.message).toMatch(/string/);
    expect(errors[0]!.message).not.toMatch(/missing/);
  });

  it('reports a site note of the wrong type at the site note, not as a quote missing its text', () => {
    const errors = mutated((p) => (p.caveats[0] = { siteNote: 1 }));
    expect(errors).toEqual([
      { file: BAD_FILE, path: 'caveats[0].siteNote', message: expect.stringMatching(/expected string/) },
    ]);
  });

  it('reports an unknown hardware id, naming the id and the known ones', () => {
    const errors = mutated((p) => (p.hardware = 'nvidia-dgx-spark-4x'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: BAD_FILE, path: 'hardware' });
    expect(errors[0]!.message).toContain('nvidia-dgx-spark-4x');
    expect(errors[0]!.message).toContain(SPARK_ID);
  });

  it('reports a component source id that no source defines', () => {
    const errors = mutated((p) => p.components[EXPERTS].sources.push('mia-glm-blog'));
    const j = MIA_JSON.components[EXPERTS].sources.length;
    expect(errors).toEqual([
      {
        file: BAD_FILE,
        path: `components[${EXPERTS}].sources[${j}]`,
        message: expect.stringContaining('"mia-glm-blog"'),
      },
    ]);
    expect(errors[0]!.message).toMatch(/not defined/);
  });

  it('reports a residence lane that the hardware does not offer', () => {
    const errors = mutated((p) =>
      p.components[EXPERTS].residences.push({ lane: 'nvme-expert-tier', evidence: 'An invented tier.' }),
    );
    const j = MIA_JSON.components[EXPERTS].residences.length;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: BAD_FILE, path: `components[${EXPERTS}].residences[${j}].lane` });
    expect(errors[0]!.message).toContain('nvme-expert-tier');
    expect(errors[0]!.message).toContain(SPARK_ID);
  });

  it('reports a non-integer byte count: 305.778 GiB written as bytes', () => {
    const errors = mutated((p) => (p.model.fileBytes = 328326771576.5));
    expect(errors).toEqual([
      { file: BAD_FILE, path: 'model.fileBytes', message: expect.stringMatching(/integer/) },
    ]);
  });

  it('reports a non-integer per-rank byte count at its rank', () => {
    const errors = mutated((p) => (p.components[EXPERTS].perRankBytes = [80.5, 80]));
    expect(errors).toEqual([
      {
        file: BAD_FILE,
        path: `components[${EXPERTS}].perRankBytes[0]`,
        message: expect.stringMatching(/integer/),
      },
    ]);
  });

  it('reports 0 written as a string for an unknown byte count: unknown is "unknown"', () => {
    const errors = mutated((p) => (p.components[EXPERTS].fileBytes = '0'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: BAD_FILE, path: `components[${EXPERTS}].fileBytes` });
    expect(errors[0]!.message).toContain('"unknown"');
  });

  it('reports an extra unknown key at its own path', () => {
    const errors = mutated((p) => (p.components[EXPERTS].residentGiB = 80));
    expect(errors).toEqual([
      {
        file: BAD_FILE,
        path: `components[${EXPERTS}].residentGiB`,
        message: expect.stringContaining('"residentGiB"'),
      },
    ]);
    expect(errors[0]!.message).toMatch(/unknown key/);
  });

  it('reports an extra unknown key at the top level', () => {
    expect(mutated((p) => (p.memoryFit = true))).toEqual([
      { file: BAD_FILE, path: 'memoryFit', message: expect.stringMatching(/unknown key/) },
    ]);
  });

  it('gives each kind of problem its own message', () => {
    const messages = [
      validateProfile(BAD_FILE, 'not json', hardware).errors,
      mutated((p) => delete p.title),
      mutated((p) => (p.nodes = 'two')),
      mutated((p) => (p.hardware = 'nvidia-dgx-spark-4x')),
      mutated((p) => p.components[EXPERTS].sources.push('mia-glm-blog')),
      mutated((p) =>
        p.components[EXPERTS].residences.push({ lane: 'nvme-expert-tier', evidence: 'An invented tier.' }),
      ),
      mutated((p) => (p.model.fileBytes = 1.5)),
      mutated((p) => (p.components[EXPERTS].residentGiB = 80)),
    ].map((errors) => errors.map((e) => e.message).join('\n'));
    expect(new Set(messages).size).toBe(messages.length);
    for (const m of messages) expect(m).not.toMatch(/^Invalid input$/m);
  });

  it('reports an absent component that claims a residence', () => {
    const engram = componentIndex('engram');
    const errors = mutated((p) =>
      p.components[engram].residences.push({ lane: 'local-disk', evidence: 'An SSD Engram tier.' }),
    );
    expect(errors).toContainEqual({
      file: BAD_FILE,
      path: `components[${engram}].residences`,
      message: expect.stringMatching(/absent/),
    });
  });

  it('reports a setting that unloads a component the pin does not define', () => {
    const errors = mutated((p) => p.settings[0].options[1].unloads.push('dflash3'));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.path).toMatch(/^settings\[0\]\.options\[1\]\.unloads\[\d+\]$/);
    expect(errors[0]!.message).toContain('dflash3');
  });

  it('crossCheck names the missing hardware when none is loaded', () => {
    const parsed = validateProfile(BAD_FILE, JSON.stringify(MIA_JSON), hardware).profile!;
    expect(crossCheck(BAD_FILE, parsed, [])).toEqual([
      { file: BAD_FILE, path: 'hardware', message: expect.stringContaining('known: none') },
    ]);
  });
});

describe('loading many files', () => {
  const good: InputFile = { file: MIA_FILE, text: JSON.stringify(MIA_JSON) };
  // The Spark hardware file alone: the pin these tests load names it.
  const hwFiles = readProfilesDir(PROFILES_DIR, ROOT).hardwareFiles.filter((f) => f.file.includes(SPARK_ID));

  it('still loads every valid profile beside a broken one, and lists the broken one', () => {
    const bad: InputFile = { file: BAD_FILE, text: '{' };
    const result = loadAll(hwFiles, [bad, good]);
    expect(result.profiles.map((p) => p.id)).toEqual([MIA]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.file).toBe(BAD_FILE);
  });

  it('reports a broken hardware file, and the profiles that need it name the missing id', () => {
    const brokenHw = hwFiles.map((f) => ({
      ...f,
      text: f.text.replace('"poolKind": "unified"', '"poolKind": "shared"'),
    }));
    const result = loadAll(brokenHw, [good]);
    expect(result.profiles).toEqual([]);
    expect(result.errors).toContainEqual({
      file: brokenHw[0]!.file,
      path: 'poolKind',
      message: expect.stringMatching(/unified|discrete/),
    });
    expect(result.errors).toContainEqual({
      file: MIA_FILE,
      path: 'hardware',
      message: expect.stringContaining(SPARK_ID),
    });
  });

  it('reports a second profile with the same id and keeps the first', () => {
    const copy: InputFile = { file: 'profiles/copy.json', text: good.text };
    const result = loadAll(hwFiles, [good, copy]);
    expect(result.profiles).toHaveLength(1);
    expect(result.errors).toEqual([
      { file: 'profiles/copy.json', path: 'id', message: expect.stringContaining(MIA) },
    ]);
  });

  it('reports a second hardware file with the same id and keeps the first', () => {
    const copy: InputFile = { file: 'profiles/hardware/copy.json', text: hwFiles[0]!.text };
    const result = loadAll([...hwFiles, copy], [good]);
    expect(result.hardware.map((h) => h.id)).toEqual([SPARK_ID]);
    expect(result.errors).toEqual([
      { file: 'profiles/hardware/copy.json', path: 'id', message: expect.stringContaining(SPARK_ID) },
    ]);
    expect(result.profiles).toHaveLength(1);
  });

  it('never throws, whatever text a file holds', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify({ ...structuredClone(MIA_JSON), components: v })),
      fc.constantFrom('null', '[]', '{}', '"unknown"', '0', JSON.stringify(MIA_JSON).slice(0, 200)),
    );
    fc.assert(
      fc.property(texts, texts, (profileText, hardwareText) => {
        const result = loadAll(
          [{ file: 'profiles/hardware/x.json', text: hardwareText }],
          [{ file: 'profiles/x.json', text: profileText }],
        );
        for (const e of result.errors) {
          expect(['profiles/x.json', 'profiles/hardware/x.json']).toContain(e.file);
          expect(typeof e.path).toBe('string');
          expect(e.message.length).toBeGreaterThan(0);
        }
        if (result.profiles.length === 0) expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a discrete-GPU hardware and a profile for it, with no code change', () => {
  it('loads the fixture hardware and profile with no errors', () => {
    const result = loadDir(DISCRETE_FIXTURES_DIR);
    expect(result.errors).toEqual([]);
    expect(result.hardware.map((h) => [h.id, h.poolKind])).toEqual([[DISCRETE_HARDWARE_ID, 'discrete']]);
    expect(result.profiles.map((p) => p.id)).toEqual([DISCRETE_PROFILE_ID]);
    expect(
      Number.isInteger(result.hardware[0]!.lanes.find((l) => l.tier === 'gpu-memory')!.usableBytes),
    ).toBe(true);
  });

  it('loads beside the bundled pins without disturbing them', () => {
    const bundled = readProfilesDir(PROFILES_DIR, ROOT);
    const fixture = readProfilesDir(DISCRETE_FIXTURES_DIR, ROOT);
    const alone = loadBundled();
    const result = loadAll(
      [...bundled.hardwareFiles, ...fixture.hardwareFiles],
      [...bundled.profileFiles, ...fixture.profileFiles],
    );
    expect(result.errors).toEqual(alone.errors);
    expect(result.profiles.map((p) => p.id).sort()).toEqual(
      [...alone.profiles.map((p) => p.id), DISCRETE_PROFILE_ID].sort(),
    );
  });

  it('refuses the discrete profile against unified hardware: its lanes are not offered there', () => {
    const fixture = readProfilesDir(DISCRETE_FIXTURES_DIR, ROOT);
    const text = fixture.profileFiles[0]!.text.replace('"example-discrete-gpu-workstation"', `"${SPARK_ID}"`);
    const errors = validateProfile('tests/fixtures/discrete/x.json', text, hardware).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(
      errors.some((e) => /residences\[\d+\]\.lane$/.test(e.path) && e.message.includes('host-ram')),
    ).toBe(true);
  });

  it('validates the fixture hardware file on its own', () => {
    const file = readProfilesDir(DISCRETE_FIXTURES_DIR, ROOT).hardwareFiles[0]!;
    expect(validateHardware(file.file, file.text).errors).toEqual([]);
  });
});
