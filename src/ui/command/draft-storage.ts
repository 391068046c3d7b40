/**
 * Drafts from pasted commands, kept across reloads like explorations: what the person typed
 * (the command, the runtime, the hardware they chose or described, the layer count), never
 * the derived profile, which is rebuilt on load by the same reader. A stored value that is
 * not what this code wrote is dropped, never trusted.
 */
import { DRAFTS_KEY } from './draft-names';

/** What storage keeps (docs/limits.md): the last 20 drafts, each command up to 100,000 characters. */
export const DRAFT_LIMITS = { drafts: 20, commandChars: 100_000, storedChars: 4_500_000 } as const;
const MAX_DRAFTS = DRAFT_LIMITS.drafts;
const MAX_COMMAND = DRAFT_LIMITS.commandChars;

export type DraftRequest = {
  command: string;
  /** "llama.cpp@b6089", or undefined: told from the command. */
  runtime?: string;
  hardware: { id: string } | { gpus: number; gpuMemory?: string; hostRam?: string; disk?: string };
  layers?: number;
};

const isString = (x: unknown): x is string => typeof x === 'string';
const optString = (x: unknown) => x === undefined || isString(x);

function valid(x: unknown): x is DraftRequest {
  if (typeof x !== 'object' || x === null) return false;
  const d = x as Record<string, unknown>;
  if (!isString(d.command) || d.command.length > MAX_COMMAND || !optString(d.runtime)) return false;
  if (d.layers !== undefined && !(Number.isInteger(d.layers) && (d.layers as number) > 0)) return false;
  const h = d.hardware as Record<string, unknown> | null;
  if (typeof h !== 'object' || h === null) return false;
  if ('id' in h) return isString(h.id);
  return Number.isInteger(h.gpus) && optString(h.gpuMemory) && optString(h.hostRam) && optString(h.disk);
}

export function loadDrafts(storage: Storage | undefined = globalThis.localStorage): DraftRequest[] {
  try {
    const raw = storage?.getItem(DRAFTS_KEY);
    // More than 20 drafts of 100,000 characters can take, JSON escapes included: not what this
    // code wrote, and never parsed (a 99 MB value took 16.7 s to parse at start-up).
    if (!raw || raw.length > DRAFT_LIMITS.storedChars) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(valid).slice(-MAX_DRAFTS) : [];
  } catch {
    return [];
  }
}

/** Why a draft would not be kept after a reload, said before it is opened; undefined when it would be. */
export function notKeptReason(d: DraftRequest): string | undefined {
  if (d.command.length > MAX_COMMAND)
    return `This command has ${d.command.length.toLocaleString('en-US')} characters: drafts of more than ${MAX_COMMAND.toLocaleString('en-US')} are kept for this visit only, not after a reload. Export the profile to keep it.`;
  return undefined;
}

export type Kept = { kept: true } | { kept: false; reason: string };

export function saveDraft(d: DraftRequest, storage: Storage | undefined = globalThis.localStorage): Kept {
  const tooBig = notKeptReason(d);
  if (tooBig) return { kept: false, reason: tooBig };
  try {
    const rest = loadDrafts(storage).filter(
      (x) => x.command !== d.command || JSON.stringify(x) !== JSON.stringify(d),
    );
    storage?.setItem(DRAFTS_KEY, JSON.stringify([...rest, d].slice(-MAX_DRAFTS)));
    return { kept: true };
  } catch (e) {
    // Storage full or blocked: the draft stays open for this visit, and the person is told.
    return {
      kept: false,
      reason: `This browser's storage did not keep the draft (${(e as Error).name}): it is open for this visit only. Export the profile to keep it.`,
    };
  }
}
