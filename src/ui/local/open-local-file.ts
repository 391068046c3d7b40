/**
 * Reading a profile or hardware file from the user's computer, for this session only.
 *
 * The file is read in the browser (File.text, or FileReader where that is missing) and
 * checked with the same schema and cross-checks as the bundled profiles. The validator (and
 * zod with it) is imported on demand, so it never weighs on start-up. Nothing is sent
 * anywhere. A file with "lanes" is hardware; anything else is taken as a profile.
 */
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { ProfileError } from '../../profiles/errors';
import { useExplorer } from '../../state/store';
import { type LocalFileOutcome } from '../../state/types';

/** Profiles are tens of kilobytes; a file far larger is not one, and is not read. */
export const MAX_FILE_BYTES = 2_000_000;

export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

type Read = { file: string; text: string; json: unknown };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const rejected = (file: string, message: string, path = '(root)'): LocalFileOutcome => ({
  file,
  kind: 'rejected',
  errors: [{ file, path, message }],
});

async function read(file: File): Promise<Read | LocalFileOutcome> {
  if (file.size > MAX_FILE_BYTES)
    return rejected(
      file.name,
      `the file is ${(file.size / 1e6).toFixed(1)} MB; a profile or hardware file is a few kilobytes of JSON, so it was not read`,
    );
  let text: string;
  try {
    text = await readFileText(file);
  } catch (e) {
    return rejected(file.name, `the file could not be read (${(e as Error).message})`);
  }
  try {
    return { file: file.name, text, json: JSON.parse(text) as unknown };
  } catch (e) {
    return rejected(
      file.name,
      `not valid JSON (${(e as Error).message}). A profile or hardware file is one JSON object.`,
    );
  }
}

/** A profile that names hardware nobody opened gets told how to fix it. */
const hintHardware = (errors: ProfileError[]): ProfileError[] =>
  errors.map((e) =>
    e.path === 'hardware' && e.message.startsWith('unknown hardware id')
      ? {
          ...e,
          message: `${e.message}. Open its hardware file (a JSON file with "lanes") first, or together with it.`,
        }
      : e,
  );

/**
 * Reads and validates files: hardware first (so a profile dropped with its hardware finds
 * it), then profiles against the loaded hardware plus the new. Never throws.
 */
export async function checkLocalFiles(
  files: readonly File[],
  known: readonly Hardware[],
): Promise<LocalFileOutcome[]> {
  const reads = await Promise.all(files.map(read));
  const ok = reads.filter((r): r is Read => 'json' in r);
  const out: LocalFileOutcome[] = reads.filter((r): r is LocalFileOutcome => !('json' in r));
  if (ok.length === 0) return out;
  const { validateHardware, validateProfile } = await import('../../profiles/validate-browser');
  const isHardware = (r: Read) => isObject(r.json) && 'lanes' in r.json;
  const hardware = [...known];
  for (const r of ok.filter(isHardware)) {
    const result = validateHardware(r.file, r.text);
    if (result.hardware) {
      out.push({ file: r.file, kind: 'hardware', hardware: result.hardware });
      // The store refuses an id already loaded; profiles are checked against the one that stays.
      if (!hardware.some((h) => h.id === result.hardware!.id)) hardware.push(result.hardware);
    } else out.push({ file: r.file, kind: 'rejected', errors: result.errors });
  }
  for (const r of ok.filter((x) => !isHardware(x))) {
    const result = validateProfile(r.file, r.text, hardware);
    out.push(
      result.profile
        ? { file: r.file, kind: 'profile', profile: result.profile }
        : { file: r.file, kind: 'rejected', errors: hintHardware(result.errors) },
    );
  }
  return out;
}

/** Reads, validates and hands the outcome to the store in one event. */
export async function openLocalFiles(files: readonly File[], store = useExplorer): Promise<void> {
  if (files.length === 0) return;
  // Bundled hardware arrives with its pins; the hardware these files name (a profile's, or
  // a hardware file's own id, which the bundled file keeps) is fetched first.
  const named = await Promise.all(
    files.map(async (f) => {
      const r = f.size > MAX_FILE_BYTES ? undefined : await read(f);
      const json = r && 'json' in r && isObject(r.json) ? r.json : undefined;
      const id = json && ('lanes' in json ? json.id : json.hardware);
      return typeof id === 'string' ? [id] : [];
    }),
  );
  await store.getState().hardwareRequested(named.flat());
  const outcomes = await checkLocalFiles(files, store.getState().hardware);
  store.getState().localFilesOpened(outcomes);
}

const carriesFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/** Stops a file dropped outside the drop zone from replacing the page and the user's work. */
export function guardFileDrops(target: Window): () => void {
  const stop = (e: DragEvent) => {
    if (carriesFiles(e) && !e.defaultPrevented) {
      e.preventDefault();
      if (e.dataTransfer && e.type === 'dragover') e.dataTransfer.dropEffect = 'none';
    }
  };
  target.addEventListener('dragover', stop);
  target.addEventListener('drop', stop);
  return () => {
    target.removeEventListener('dragover', stop);
    target.removeEventListener('drop', stop);
  };
}
