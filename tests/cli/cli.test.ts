/**
 * The contributor commands: check-profiles, brief and moves. Each is run in-process through
 * its exported `run(argv, io)`, and once in its own process as a contributor runs it
 * (node --import tsx src/cli/...), to show the file runs and sets its exit code.
 * Fixtures in tests/fixtures/bad/ hold one mistake each.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run as brief } from '../../src/cli/brief';
import { run as checkProfiles } from '../../src/cli/check-profiles';
import { run as moves } from '../../src/cli/moves';
import { jsonSchemaFiles } from '../../src/cli/lib/json-schema';
import { LIME, MIA, ROOT } from '../helpers/pins';

type Run = { status: number | null; stdout: string; stderr: string };
const COMMANDS = { 'check-profiles': checkProfiles, moves, brief };
type Script = keyof typeof COMMANDS;

/** Runs a command in this process, from the repository root as package.json does. */
const run = async (script: Script, ...args: string[]): Promise<Run> => {
  let stdout = '';
  let stderr = '';
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const status = COMMANDS[script](args, {
      stdout: { write: (t: string) => (stdout += t) },
      stderr: { write: (t: string) => (stderr += t) },
    });
    return { status, stdout, stderr };
  } finally {
    process.chdir(cwd);
  }
};

/** Runs a command the way package.json does, in its own process. */
const spawn = (script: Script, ...args: string[]): Promise<Run> =>
  new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}.ts`, ...args],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        done({ status, stdout, stderr });
      },
    );
  });

// A spawned node + tsx start-up took over 30 s at a load of 10-17: the config's limit only catches a hang.
const TIMEOUT = 180_000;
/** The hardware ids of profiles/hardware/, sorted as the validator lists them. */
const HARDWARE_IDS = readdirSync(resolve(ROOT, 'profiles/hardware'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

describe('each command in its own process', () => {
  test(
    'check-profiles passes profiles/ with exit 0',
    async () => {
      const r = await spawn('check-profiles');
      expect(r.stdout).toMatch(/^\d+ profiles, \d+ hardware files: all valid$/m);
      expect(r.status).toBe(0);
    },
    TIMEOUT,
  );

  test(
    'moves prints the refusals of a pin with exit 0',
    async () => {
      const r = await spawn('moves', MIA);
      expect(r.stdout).toContain('- Local disk path: refused. Not an NVMe expert tier.');
      expect(r.status).toBe(0);
    },
    TIMEOUT,
  );

  test(
    'brief fails on an unknown id with a message on stderr and exit 1',
    async () => {
      const r = await spawn('brief', 'no-such-pin');
      expect(r.stderr).toContain('unknown pin id "no-such-pin"');
      expect(r.stdout).toBe('');
      expect(r.status).toBe(1);
    },
    TIMEOUT,
  );
});

describe('check-profiles', () => {
  test('passes every profile and hardware file in profiles/', async () => {
    const r = await run('check-profiles');
    expect(r.stdout).toMatch(/^\d+ profiles, \d+ hardware files: all valid$/m);
    expect(r.status).toBe(0);
  });

  test('passes a given profile file, checked against the hardware in profiles/hardware', async () => {
    const r = await run('check-profiles', `profiles/${MIA}.json`);
    expect(r.stdout).toContain(`1 profiles, ${HARDWARE_IDS.length} hardware files: all valid`);
    expect(r.status).toBe(0);
  });

  // One fixture per kind of mistake: the file, the field path and what is wrong.
  const EXPECTED: Record<string, RegExp> = {
    'not-json.json': /^tests\/fixtures\/bad\/not-json\.json: \(root\): not valid JSON/m,
    'missing-field.json': /^tests\/fixtures\/bad\/missing-field\.json: title: .*(required|missing)/im,
    'wrong-type.json': /^tests\/fixtures\/bad\/wrong-type\.json: nodes: .*number/im,
    'unknown-hardware.json':
      /^tests\/fixtures\/bad\/unknown-hardware\.json: hardware: unknown hardware id "no-such-hardware"/m,
    'undefined-source.json':
      /^tests\/fixtures\/bad\/undefined-source\.json: components\[1\] \(id "[a-z0-9-]+"\)\.sources\[0\]: source id "no-such-source" is not defined/m,
    'residence-not-offered.json':
      /^tests\/fixtures\/bad\/residence-not-offered\.json: components\[0\] \(id "[a-z0-9-]+"\)\.residences\[2\]\.lane: residence "nvme-expert-tier" is not a lane of hardware "nvidia-dgx-spark-128gb-unified"/m,
  };

  test('has one fixture for each kind of mistake', () => {
    expect(readdirSync(resolve(ROOT, 'tests/fixtures/bad')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  test('fails on the bad fixtures, naming the file, the field path and the problem of each', async () => {
    const r = await run('check-profiles', ...Object.keys(EXPECTED).map((f) => `tests/fixtures/bad/${f}`));
    expect(r.status).toBe(1);
    for (const pattern of Object.values(EXPECTED)) expect(r.stdout).toMatch(pattern);
    expect(r.stdout).not.toContain('all valid');
  });

  test('fails when one bad file is given among good ones, and names only the bad one', async () => {
    const r = await run(
      'check-profiles',
      `profiles/${MIA}.json`,
      'tests/fixtures/bad/unknown-hardware.json',
      `profiles/${LIME}.json`,
    );
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split('\n')).toEqual([
      `tests/fixtures/bad/unknown-hardware.json: hardware: unknown hardware id "no-such-hardware" (known: ${HARDWARE_IDS.join(', ')}): add profiles/hardware/no-such-hardware.json or name a known one`,
    ]);
  });

  test('treats a given file with lanes as hardware, so a profile can be checked against new hardware', async () => {
    // A second machine kind that profiles/hardware does not have, and a pin that names it.
    const dir = mkdtempSync(join(tmpdir(), 'pe-cli-'));
    mkdirSync(join(dir, 'hardware'));
    const hardware = JSON.parse(
      readFileSync(resolve(ROOT, 'profiles/hardware/nvidia-dgx-spark-128gb-unified.json'), 'utf8'),
    );
    const pin = JSON.parse(readFileSync(resolve(ROOT, `profiles/${MIA}.json`), 'utf8'));
    writeFileSync(
      join(dir, 'hardware', 'other-machine.json'),
      JSON.stringify({ ...hardware, id: 'other-machine' }),
    );
    writeFileSync(
      join(dir, 'other-pin.json'),
      JSON.stringify({ ...pin, id: 'other-pin', hardware: 'other-machine' }),
    );
    const files = [join(dir, 'hardware', 'other-machine.json'), join(dir, 'other-pin.json')].map((f) =>
      relative(ROOT, f),
    );

    const withHardware = await run('check-profiles', ...files);
    expect(withHardware.stdout).toContain(`1 profiles, ${HARDWARE_IDS.length + 1} hardware files: all valid`);
    expect(withHardware.status).toBe(0);

    const without = await run('check-profiles', files[1]!);
    expect(without.status).toBe(1);
    expect(without.stdout).toMatch(/other-pin\.json: hardware: unknown hardware id "other-machine"/);
  });
});

describe('moves', () => {
  /** The lines printed under one component's heading. */
  const movesOf = (out: string, label: string): string[] => {
    const blocks = out.split('\n\n');
    const block = blocks.find((b) => b.startsWith(`${label} (`));
    if (!block) throw new Error(`no block for ${label} in:\n${out}`);
    return block.split('\n').slice(1);
  };

  test('refuses routed experts on the local disk path of the Mia pin with "Not an NVMe expert tier."', async () => {
    const r = await run('moves', MIA);
    expect(r.status).toBe(0);
    const routed = movesOf(r.stdout, 'Routed experts');
    expect(routed).toContain('- Local disk path: refused. Not an NVMe expert tier.');
    expect(routed.find((l) => l.startsWith('- Unified pool:'))).toMatch(/^- Unified pool: accepted\./);
  });

  test('refuses Engram and PLE everywhere, with the reason from the profile', async () => {
    const r = await run('moves', `profiles/${MIA}.json`);
    const engram = movesOf(r.stdout, 'Engram');
    const ple = movesOf(r.stdout, 'PLE');
    for (const l of ['Logical checkpoint', 'Unified pool', 'Local disk path']) {
      expect(engram).toContain(
        l === 'Local disk path'
          ? `- ${l}: refused. Dragging an Engram row onto an SSD does not describe a real component.`
          : `- ${l}: refused. This model profile has no Engram table.`,
      );
      expect(ple).toContain(`- ${l}: refused. This checkpoint has no Qwen-style n-gram PLE table.`);
    }
  });

  test('an unknown id is an error on stderr with exit 1', async () => {
    const r = await run('moves', 'no-such-pin');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown pin id "no-such-pin"');
  });
});

describe('brief', () => {
  test('prints the pin brief by id, and the same brief by file', async () => {
    const byId = await run('brief', MIA);
    expect(byId.status).toBe(0);
    expect(byId.stdout).toContain(
      'This is not a fit and not a finished deployment. Source reported; not reproduced by this site.',
    );
    expect(byId.stdout).toContain('Explored placements\nNone. As-pinned.');
    expect((await run('brief', `profiles/${MIA}.json`)).stdout).toBe(byId.stdout);
  });

  test('--compare prints both ids and the do-not-blend warning', async () => {
    const r = await run('brief', MIA, '--compare', LIME);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`(${MIA})`);
    expect(r.stdout).toContain(`(${LIME})`);
    expect(r.stdout).toContain('Do not blend: these pins name each other');
    expect(r.stdout).toContain('Nothing is computed across the two pins');
  });

  test('an unknown id or an invalid file is an error on stderr with exit 1', async () => {
    const unknown = await run('brief', 'no-such-pin');
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('unknown pin id "no-such-pin"');

    const invalid = await run('brief', 'tests/fixtures/bad/wrong-type.json');
    expect(invalid.status).toBe(1);
    expect(invalid.stdout).toBe('');
    expect(invalid.stderr).toMatch(/tests\/fixtures\/bad\/wrong-type\.json: nodes: /);
  });

  test('--set applies a setting and --date prints the given date', async () => {
    const r = await run('brief', MIA, '--set', 'DRAFTER=mtp', '--date', '2026-10-05');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Copied on 2026-10-05.');
    expect(r.stdout).toContain('not loaded under DRAFTER=mtp');
    expect((await run('brief', MIA, '--set', 'DRAFTER=nope')).status).toBe(1);
  });
});

describe('gen-schema', () => {
  test('the committed JSON Schema files match the zod schemas (run npm run gen-schema when they do not)', () => {
    for (const { file, text } of jsonSchemaFiles()) expect(readFileSync(file, 'utf8')).toBe(text);
  });

  test('fields with a default are optional for a contributor', () => {
    const schema = JSON.parse(readFileSync(resolve(ROOT, 'profiles/profile.schema.json'), 'utf8'));
    expect(schema.required).toContain('components');
    expect(schema.required).not.toContain('settings');
    expect(schema.required).not.toContain('doNotBlendWith');
    expect(schema.properties.components.items.required).not.toContain('figures');
    expect(schema.additionalProperties).toBe(false);
  });
});
