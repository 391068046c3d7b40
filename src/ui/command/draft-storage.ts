/**
 * Drafts from pasted commands, kept across reloads like explorations: what the person typed
 * (the command, the runtime, the hardware they chose or described, the layer count), never
 * the derived profile, which is rebuilt on load by the same reader. A stored value that is
 * not what this code wrote is dropped, never trusted.
 */
import { DRAFTS_KEY } from './draft-names';

const MAX_DRAFTS = 20;
const MAX_COMMAND = 100_000;

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
    if (!raw) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(valid).slice(-MAX_DRAFTS) : [];
  } catch {
    return [];
  }
}

export function saveDraft(d: DraftRequest, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    const rest = loadDrafts(storage).filter(
      (x) => x.command !== d.command || JSON.stringify(x) !== JSON.stringify(d),
    );
    storage?.setItem(DRAFTS_KEY, JSON.stringify([...rest, d].slice(-MAX_DRAFTS)));
  } catch {
    // Storage full or blocked: the draft stays open for this session.
  }
}
