/**
 * Reading a profile or hardware file from the user's computer, for this session only.
 *
 * The file is read in the browser (File.text, or FileReader where that is missing) and
 * checked with the same schema and cross-checks as the bundled profiles, in a worker
 * (check-files.ts), so a large file never freezes the page. The validator (and zod with it)
 * is loaded on demand, so it never weighs on start-up. Nothing is sent anywhere. A file with
 * "lanes" is hardware; anything else is taken as a profile.
 */
import { isObject } from '../../domain/keyed';
import type { ExplorerApi } from '../../state/store';
import { type LocalFileOutcome } from '../../state/types';
import { navigate } from '../routing';
import { checkOffThread, type FileText } from './check-files';

/**
 * Profiles are tens of kilobytes (the largest bundled one: 28 kB); a file far larger is not
 * one, and is not read. The cap also bounds how much text a local pin can put on the page.
 */
export const MAX_FILE_BYTES = 512_000;

export function readFileText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

const rejected = (file: string, message: string, path = '(root)'): LocalFileOutcome => ({
  file,
  kind: 'rejected',
  errors: [{ file, path, message }],
});

/** A model file dropped here by mistake, by its name: its header is read elsewhere. */
const MODEL_FILE = /\.(gguf|safetensors)$/i;
const sizeText = (bytes: number): string =>
  bytes >= 1e9
    ? `${(bytes / 1e9).toFixed(1)} GB`
    : bytes >= 1e6
      ? `${(bytes / 1e6).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1e3)} kB`;

async function read(file: File): Promise<FileText | LocalFileOutcome> {
  if (MODEL_FILE.test(file.name))
    return rejected(
      file.name,
      'this is a model file, not a profile: open a pin and use "Read model file" under "Your own files" beside its board to read its header (nothing is uploaded)',
    );
  if (file.size > MAX_FILE_BYTES)
    return rejected(
      file.name,
      `the file is ${sizeText(file.size)}, above the ${MAX_FILE_BYTES / 1e3} kB a local file may have; a profile or hardware file is a few kilobytes of JSON, so it was not read`,
    );
  try {
    return { file: file.name, text: await readFileText(file) };
  } catch (e) {
    return rejected(file.name, `the file could not be read (${(e as Error).message})`);
  }
}

/** The hardware a file names: a profile's `hardware`, or a hardware file's own `id`. */
function namedHardware(text: string): string[] {
  try {
    const json = JSON.parse(text) as unknown;
    if (!isObject(json)) return [];
    const id = 'lanes' in json ? json.id : json.hardware;
    return typeof id === 'string' ? [id] : [];
  } catch {
    return [];
  }
}

/** Reads, validates (off the main thread) and hands the outcome to the store in one event. */
export async function openLocalFiles(files: readonly File[], store: ExplorerApi): Promise<void> {
  if (files.length === 0) return;
  const reads = await Promise.all(files.map(read));
  const texts = reads.filter((r): r is FileText => 'text' in r);
  // Bundled hardware arrives with its pins; the hardware these files name (a profile's, or
  // a hardware file's own id, which the bundled file keeps) is fetched first.
  await store.getState().hardwareRequested(texts.flatMap((t) => namedHardware(t.text)));
  const s = store.getState();
  const served = s.catalogue.map((e) => e.hardware);
  const checked = texts.length ? await checkOffThread({ texts, known: s.hardware, served }) : [];
  const outcomes = [...reads.filter((r): r is LocalFileOutcome => !('text' in r)), ...checked];
  const opened = store.getState().localFilesOpened(outcomes);
  if (opened) navigate({ kind: 'pin', id: opened });
}
