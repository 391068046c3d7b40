/**
 * A draft on hardware the person described exports with that hardware: before, the profile
 * alone failed check-profiles ("unknown hardware id") and could not be opened again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { run as checkProfiles } from '../../src/cli/check-profiles';
import { buildDraft, draftFileText } from '../../src/ui/command/open-draft';
import { scratchDir } from '../helpers/model-files';
import { catalogue } from '../helpers/commands';
import { ROOT } from '../helpers/pins';

const scratch = scratchDir();
afterAll(() => scratch.remove());

function check(...files: string[]) {
  let out = '';
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const status = checkProfiles(files, {
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (out += t) },
    });
    return { status, out };
  } finally {
    process.chdir(cwd);
  }
}

test('the exported profile and its described hardware pass check-profiles together', () => {
  const d = buildDraft(
    {
      command: 'llama-server -m gpt-oss-120b.gguf -ngl 99 --n-cpu-moe 27',
      hardware: { gpus: 1, gpuMemory: '24 GB', hostRam: '64 GB', disk: '2 TB' },
      layers: 36,
    },
    catalogue().hardware,
  );
  if (!d.ok) throw new Error(d.message);
  expect(d.generated).toBe(true);
  const profile = join(scratch.dir, `${d.draft.id}.json`);
  const hardware = join(scratch.dir, `${d.hardware.id}.json`);
  writeFileSync(profile, draftFileText(d.draft));
  writeFileSync(hardware, draftFileText(d.hardware, './hardware.schema.json'));
  expect(check(profile)).toMatchObject({ status: 1, out: expect.stringMatching(/hardware/) });
  expect(check(profile, hardware)).toEqual({
    status: 0,
    out: expect.stringMatching(/^1 profiles, \d+ hardware files: all valid\n$/),
  });
});
