/**
 * Opening pins and hardware from files on the user's computer, for this session only.
 *
 * Pure: `openLocalFiles` takes the store's slice and the validated file outcomes and returns
 * the next slice and a report; the store's `localFilesOpened` event only sets it. Reading and
 * validating the files happens in the UI, which loads the validator on demand.
 *
 * Two refusals keep what is on screen true: hardware already open (bundled or local) is never
 * replaced, because that would change the lanes under pins already open; and a bundled pin
 * keeps its id, so a local file with the same id opens beside it under a suffixed id.
 */
import type { Hardware } from '../domain/profile/schema/hardware';
import type { Profile } from '../domain/profile/schema/profile';
import type { Placement } from '../domain/placement/placement';
import type { Settings } from '../domain/placement/settings';
import type { ProfileError } from '../profiles/errors';
import type { History } from './history';
import { sanitizeExplorations } from './sanitize';

/** A pin read from a file on the user's computer for this session; never persisted. */
export type LocalPin = {
  id: string;
  file: string;
  /** The id in the file, when it was taken by a bundled pin. */ renamedFrom?: string;
  /** Drafted from a pasted command (ui/command), and kept in this browser; a file is not. */
  draft?: true;
};
export type LocalHardware = { id: string; file: string };
/** One local file after reading and validation (done in the UI, which loads the validator on demand). */
export type LocalFileOutcome =
  | { file: string; kind: 'profile'; profile: Profile; draft?: true }
  | { file: string; kind: 'hardware'; hardware: Hardware }
  | { file: string; kind: 'rejected'; errors: ProfileError[] };
/** What the last local files did: what opened (notes) and what was refused (errors). */
export type LocalFileReport = { notes: string[]; errors: ProfileError[] };

/** The part of the store that opening local files reads and changes. */
export type LocalFilesSlice = {
  profiles: Profile[];
  hardware: Hardware[];
  localPins: LocalPin[];
  localHardware: LocalHardware[];
  placements: Record<string, Placement>;
  settings: Record<string, Settings>;
  history: Record<string, History>;
};

export type LocalFilesOpened = LocalFilesSlice & {
  report: LocalFileReport;
  /** The last pin opened, to show; undefined when no pin opened. */
  opened?: string;
};

export const withoutKeys = <T>(record: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> =>
  keys.size === 0 ? record : Object.fromEntries(Object.entries(record).filter(([k]) => !keys.has(k)));
const pick = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  key in record ? { [key]: record[key]! } : {};

/** A free id for a local pin whose own id a bundled pin already uses: "<id>-local", "<id>-local-2"... */
export function localIdFor(id: string, taken: (id: string) => boolean): string {
  let candidate = `${id}-local`;
  for (let n = 2; taken(candidate); n++) candidate = `${id}-local-${n}`;
  return candidate;
}

/**
 * The bundled files loaded again: the local files opened this session stay, unless a loaded
 * file now takes their id; a local pin also goes when its hardware is gone.
 */
export function keepLocalFiles(
  slice: Pick<LocalFilesSlice, 'profiles' | 'hardware' | 'localPins' | 'localHardware'>,
  loadedProfiles: readonly Profile[],
  loadedHardware: readonly Hardware[],
): Pick<LocalFilesSlice, 'profiles' | 'hardware' | 'localPins' | 'localHardware'> {
  const localHardware = slice.localHardware.filter((l) => !loadedHardware.some((h) => h.id === l.id));
  const hardware = [
    ...loadedHardware,
    ...slice.hardware.filter((h) => localHardware.some((l) => l.id === h.id)),
  ];
  const localPins = slice.localPins.filter(
    (l) =>
      !loadedProfiles.some((p) => p.id === l.id) &&
      hardware.some((h) => h.id === slice.profiles.find((p) => p.id === l.id)?.hardware),
  );
  const profiles = [...loadedProfiles, ...slice.profiles.filter((p) => localPins.some((l) => l.id === p.id))];
  return { profiles, hardware, localPins, localHardware };
}

/**
 * Applies the outcomes in order to `slice`: adds hardware and pins, replaces a local pin
 * opened again (keeping the explorations that still hold), and reports each file.
 * `loadedProfiles` are the bundled pins, whose ids a local file never takes.
 */
export function openLocalFiles(
  slice: LocalFilesSlice,
  loadedProfiles: readonly { id: string }[],
  outcomes: readonly LocalFileOutcome[],
): LocalFilesOpened {
  const { profiles, hardware, localPins, localHardware, placements, settings, history } = slice;
  const next: LocalFilesSlice = {
    profiles,
    hardware,
    localPins,
    localHardware,
    placements,
    settings,
    history,
  };
  const report: LocalFileReport = { notes: [], errors: [] };
  let opened: string | undefined;
  for (const o of outcomes) {
    if (o.kind === 'rejected') report.errors.push(...o.errors);
    else if (o.kind === 'hardware') openHardware(next, report, o.file, o.hardware);
    else opened = openProfile(next, report, loadedProfiles, o.file, o.profile, o.draft) ?? opened;
  }
  return { ...next, report, ...(opened ? { opened } : {}) };
}

function openHardware(
  next: LocalFilesSlice,
  report: LocalFileReport,
  file: string,
  hardware: Hardware,
): void {
  const id = hardware.id;
  const local = next.localHardware.find((l) => l.id === id);
  if (next.hardware.some((h) => h.id === id)) {
    // Replacing hardware would change the lanes under pins already open: refused.
    report.errors.push({
      file,
      path: 'id',
      message: local
        ? `hardware "${id}" is already open from ${local.file} in this session; reload the page to replace it`
        : `hardware "${id}" is bundled with this app; the bundled file is kept and this one was not added`,
    });
    return;
  }
  next.hardware = [...next.hardware, hardware];
  next.localHardware = [...next.localHardware, { id, file }];
  report.notes.push(`Added hardware "${id}" from ${file} for this session.`);
}

/** Opens one pin and returns its id, or undefined when it was refused. */
function openProfile(
  next: LocalFilesSlice,
  report: LocalFileReport,
  loadedProfiles: readonly { id: string }[],
  file: string,
  fromFile: Profile,
  draft: true | undefined,
): string | undefined {
  const fileId = fromFile.id;
  if (!next.hardware.some((h) => h.id === fromFile.hardware)) {
    report.errors.push({ file, path: 'hardware', message: `unknown hardware id "${fromFile.hardware}"` });
    return undefined;
  }
  // A bundled pin keeps its id; the local file is opened beside it under a suffixed id.
  const bundled = loadedProfiles.some((p) => p.id === fileId);
  const id = bundled ? localIdFor(fileId, (x) => loadedProfiles.some((p) => p.id === x)) : fileId;
  const profile = bundled ? { ...fromFile, id } : fromFile;
  const entry: LocalPin = {
    id,
    file,
    ...(bundled ? { renamedFrom: fileId } : {}),
    ...(draft ? { draft } : {}),
  };
  const previous = next.localPins.find((l) => l.id === id);
  if (previous) {
    // The same pin opened again (an edited file): keep the explorations that still hold.
    next.profiles = next.profiles.map((p) => (p.id === id ? profile : p));
    next.localPins = next.localPins.map((l) => (l.id === id ? entry : l));
    const only = new Set([id]);
    const { value, dropped } = sanitizeExplorations(
      {
        placements: pick(next.placements, id),
        settings: pick(next.settings, id),
        history: pick(next.history, id),
      },
      [profile],
      next.hardware,
    );
    next.placements = { ...withoutKeys(next.placements, only), ...value.placements };
    next.settings = { ...withoutKeys(next.settings, only), ...value.settings };
    next.history = { ...withoutKeys(next.history, only), ...value.history };
    report.notes.push(
      `Replaced the local pin "${id}" (from ${previous.file}) with ${file}.` +
        (dropped.length ? ` Explorations that no longer hold were dropped: ${dropped.join('; ')}.` : ''),
    );
  } else {
    next.profiles = [...next.profiles, profile];
    next.localPins = [...next.localPins, entry];
    report.notes.push(`Opened ${file} as the local pin "${id}".`);
  }
  if (bundled)
    report.notes.push(`Its id "${fileId}" is a bundled pin's, so the local copy is named "${id}".`);
  return id;
}
