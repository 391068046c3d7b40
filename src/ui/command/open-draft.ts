/**
 * From a request (command, runtime, hardware, layers, a load log) and a model file's header to
 * a draft pin on the board: read the setup as one (src/domain/setup), build the draft profile,
 * check it with the same validator as any local file (loaded on demand), and open it like a
 * local profile. Returns the setup, its reading and the draft, or why not.
 */
import { draftProfile } from '../../domain/command/draft/draft-profile';
import { hardwareFromLabels } from '../../domain/command/draft/draft-hardware';
import type { CommandReading } from '../../domain/command/reading';
import type { ModelHeader } from '../../domain/model-file/read-header';
import { boardSetup } from '../../domain/setup/board-setup';
import { keepHeaders } from '../../domain/setup/kept-header';
import { readSetup, type Setup } from '../../domain/setup/read-setup';
import { parseRuntime } from '../../domain/command/runtime';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import type { ExplorerApi } from '../../state/store';
import type { LocalFileOutcome } from '../../state/types';
import { DRAFT_FILE } from './draft-names';
import type { DraftRequest } from './draft-storage';

export type Drafted =
  | {
      ok: true;
      setup: Setup;
      /** The setup's command reading (setup.reading). */
      reading: CommandReading;
      draft: Profile;
      hardware: Hardware;
      generated: boolean;
      request: DraftRequest;
    }
  | { ok: false; message: string };

/** What opening a draft needs: the reading itself stays with the dialog that shows it. */
export type BuiltDraft = Pick<Extract<Drafted, { ok: true }>, 'draft' | 'hardware' | 'generated' | 'setup'>;

const today = () => new Date().toISOString().slice(0, 10);

/** `headers`: a model file's header, for this session (the file itself is not kept). */
export function buildDraft(
  req: DraftRequest,
  known: readonly Hardware[],
  headers?: readonly ModelHeader[],
): Drafted {
  const runtime = req.runtime ? parseRuntime(req.runtime) : undefined;
  if (runtime && !runtime.ok) return { ok: false, message: runtime.message };
  const generated = !('id' in req.hardware);
  const hardware =
    'id' in req.hardware
      ? known.find((h) => h.id === (req.hardware as { id: string }).id)
      : hardwareFromLabels(req.hardware);
  if (!hardware)
    return { ok: false, message: `the hardware "${(req.hardware as { id: string }).id}" is not loaded` };
  const gpus = hardware.lanes.find((l) => l.tier === 'gpu-memory')?.devicesPerNode;
  const setup = readSetup({
    command: req.command,
    runtime: runtime?.ok ? runtime.runtime : undefined,
    gpus,
    layers: req.layers ? { count: req.layers, from: 'the layer count you gave' } : undefined,
    headers,
    log: req.log,
  });
  const layers = setup.inventory ? setup.inventory.facts.blockCount : req.layers;
  const draft = draftProfile({
    command: req.command,
    reading: setup.reading,
    hardware,
    checked: today(),
    ...(layers ? { layers } : {}),
  });
  // A header read now is kept with the request, for the draft's bytes per device after a reload.
  const request = headers?.length ? { ...req, model: keepHeaders(headers) } : req;
  return { ok: true, setup, reading: setup.reading, draft, hardware, generated, request };
}

/**
 * The draft checked as a file (and its described hardware, unless `known` holds it): what the
 * store opens. Data only, so a worker can make it (build-drafts.worker.ts).
 */
export async function draftOutcomes(d: BuiltDraft, known: readonly Hardware[]): Promise<LocalFileOutcome[]> {
  const { validateHardware, validateProfile } = await import('../../profiles/validate-browser');
  const outcomes: LocalFileOutcome[] = [];
  if (d.generated && !known.some((h) => h.id === d.hardware.id)) {
    const h = validateHardware('your hardware', JSON.stringify(d.hardware));
    outcomes.push(
      h.hardware
        ? { file: 'your hardware', kind: 'hardware', hardware: h.hardware }
        : { file: 'your hardware', kind: 'rejected', errors: h.errors },
    );
  }
  const file = `${DRAFT_FILE} (${d.draft.id})`;
  const p = validateProfile(file, JSON.stringify(d.draft), [...known, d.hardware]);
  outcomes.push(
    p.profile
      ? { file, kind: 'profile', profile: p.profile, draft: true }
      : { file, kind: 'rejected', errors: p.errors },
  );
  return outcomes;
}

/**
 * Checks the draft as a file and opens it (and its described hardware) in the store; returns
 * the outcomes and the id it opened under, for the caller to navigate to (the address owns the view).
 */
export async function openDraft(
  d: BuiltDraft,
  store: ExplorerApi,
): Promise<{ outcomes: LocalFileOutcome[]; opened: string | undefined }> {
  const outcomes = await draftOutcomes(d, store.getState().hardware);
  const opened = store.getState().localFilesOpened(outcomes);
  if (opened) store.getState().setupRead(opened, boardSetup(d.setup));
  return { outcomes, opened };
}

/** The draft as the JSON file "Export profile" writes: one that check-profiles passes. */
export const draftFileText = (draft: Profile | Hardware, schema = './profile.schema.json'): string =>
  `${JSON.stringify({ $schema: schema, ...draft }, null, 2)}\n`;
