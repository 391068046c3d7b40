/**
 * Drafts from pasted commands, kept across reloads like explorations: what the person typed
 * (the command, the runtime, the hardware they chose or described, the layer count, the load
 * log they attached), never the derived setup, which is rebuilt on load by the same reader
 * (src/domain/setup). A stored value that is not what this code wrote is never trusted: it is
 * not opened, and each one is named (readStoredDrafts) for the person to be told.
 */
import { DRAFTS_KEY } from './draft-names';

/**
 * What storage keeps (docs/limits.md): the last 20 drafts, each command up to 100,000
 * characters and each attached load log up to 150,000 (a -v log of the conformance runs is
 * 35 B to 140 kB); older drafts go first when the whole would pass storedChars.
 */
export const DRAFT_LIMITS = {
  drafts: 20,
  commandChars: 100_000,
  logChars: 150_000,
  storedChars: 4_500_000,
} as const;
const MAX_DRAFTS = DRAFT_LIMITS.drafts;
const MAX_COMMAND = DRAFT_LIMITS.commandChars;

export type DraftRequest = {
  command: string;
  /** "llama.cpp@b6089", or undefined: told from the command. */
  runtime?: string;
  hardware: { id: string } | { gpus: number; gpuMemory?: string; hostRam?: string; disk?: string };
  layers?: number;
  /** A load log the person attached, as the runtime printed it. */
  log?: string;
  /**
   * The model file's header, kept so a restored draft shows its bytes per device again
   * (src/domain/setup/kept-header.ts: checked by its schema when the draft is rebuilt).
   */
  model?: unknown[];
};

const isString = (x: unknown): x is string => typeof x === 'string';
const optString = (x: unknown) => x === undefined || isString(x);

/** Why a stored value is not a draft this code wrote, or undefined when it is one. */
function whyNotDraft(x: unknown): string | undefined {
  if (typeof x !== 'object' || x === null) return 'not a draft';
  const d = x as Record<string, unknown>;
  if (!isString(d.command)) return 'it has no command';
  if (d.command.length > MAX_COMMAND)
    return `its command is over ${MAX_COMMAND.toLocaleString('en-US')} characters`;
  if (!optString(d.runtime)) return 'its runtime is not text';
  if (d.layers !== undefined && !(Number.isInteger(d.layers) && (d.layers as number) > 0))
    return 'its layer count is not a count';
  if (!optString(d.log) || (isString(d.log) && d.log.length > DRAFT_LIMITS.logChars))
    return 'its load log is not text within the limit';
  if (d.model !== undefined && !Array.isArray(d.model)) return 'its model file header is not a list';
  const h = d.hardware as Record<string, unknown> | null;
  if (typeof h !== 'object' || h === null) return 'it has no hardware';
  const ok =
    'id' in h
      ? isString(h.id)
      : Number.isInteger(h.gpus) && optString(h.gpuMemory) && optString(h.hostRam) && optString(h.disk);
  return ok ? undefined : 'its hardware is not in the expected form';
}

/** The stored drafts this code wrote, and each stored value that is not one, named. */
export function readStoredDrafts(storage: Storage | undefined = globalThis.localStorage): {
  drafts: DraftRequest[];
  problems: string[];
} {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(DRAFTS_KEY);
  } catch {
    return { drafts: [], problems: [] };
  }
  if (!raw) return { drafts: [], problems: [] };
  // More than 20 drafts of 100,000 characters can take, JSON escapes included: not what this
  // code wrote, and never parsed (a 99 MB value took 16.7 s to parse at start-up).
  if (raw.length > DRAFT_LIMITS.storedChars)
    return {
      drafts: [],
      problems: [`the stored drafts (${raw.length.toLocaleString('en-US')} characters) are over the limit`],
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { drafts: [], problems: ['the stored drafts are not valid JSON'] };
  }
  if (!Array.isArray(parsed)) return { drafts: [], problems: ['the stored drafts are not a list'] };
  const drafts: DraftRequest[] = [];
  const problems: string[] = [];
  parsed.forEach((x: unknown, i) => {
    const why = whyNotDraft(x);
    if (!why) return void drafts.push(x as DraftRequest);
    const cmd = (x as { command?: unknown } | null)?.command;
    const named = isString(cmd) ? ` ("${cmd.slice(0, 40)}${cmd.length > 40 ? '…' : ''}")` : '';
    problems.push(`stored draft ${i + 1}${named}: ${why}`);
  });
  return { drafts: drafts.slice(-MAX_DRAFTS), problems };
}

export const loadDrafts = (storage: Storage | undefined = globalThis.localStorage): DraftRequest[] =>
  readStoredDrafts(storage).drafts;

/** Why a draft would not be kept after a reload, said before it is opened; undefined when it would be. */
export function notKeptReason(d: DraftRequest): string | undefined {
  if (d.command.length > MAX_COMMAND)
    return `This command has ${d.command.length.toLocaleString('en-US')} characters: drafts of more than ${MAX_COMMAND.toLocaleString('en-US')} are kept for this visit only, not after a reload. Export the profile to keep it.`;
  if (d.log !== undefined && d.log.length > DRAFT_LIMITS.logChars)
    return `The load log has ${d.log.length.toLocaleString('en-US')} characters: a draft with a log of more than ${DRAFT_LIMITS.logChars.toLocaleString('en-US')} is kept for this visit only, not after a reload.`;
  return undefined;
}

export type Kept = { kept: true } | { kept: false; reason: string };

/** Keeps `d` as the newest draft; `replaces`, the same draft before a change (a log attached), goes. */
export function saveDraft(
  d: DraftRequest,
  storage: Storage | undefined = globalThis.localStorage,
  replaces?: DraftRequest,
): Kept {
  const tooBig = notKeptReason(d);
  if (tooBig) return { kept: false, reason: tooBig };
  const same = (a: DraftRequest, b: DraftRequest | undefined) =>
    b !== undefined && a.command === b.command && JSON.stringify(a) === JSON.stringify(b);
  try {
    const rest = loadDrafts(storage).filter((x) => !same(x, d) && !same(x, replaces));
    const kept = [...rest, d].slice(-MAX_DRAFTS);
    // Never write what loadDrafts would refuse to read: the oldest drafts go first.
    let text = JSON.stringify(kept);
    while (text.length > DRAFT_LIMITS.storedChars && kept.length > 1) {
      kept.shift();
      text = JSON.stringify(kept);
    }
    storage?.setItem(DRAFTS_KEY, text);
    return { kept: true };
  } catch (e) {
    // Storage full or blocked: the draft stays open for this visit, and the person is told.
    return {
      kept: false,
      reason: `This browser's storage did not keep the draft (${(e as Error).name}): it is open for this visit only. Export the profile to keep it.`,
    };
  }
}
