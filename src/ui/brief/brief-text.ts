/**
 * The text behind the Copy buttons, read from the store's state at click time, so the brief
 * holds the explored placements and chosen settings as they are when the user copies.
 * The domain's brief functions stay pure; the date is read here and passed in as an argument.
 */
import { compareBrief, type BriefSide } from '../../domain/brief/compare-brief';
import { compareBriefShort } from '../../domain/brief/short-compare-brief';
import { pinBriefShort } from '../../domain/brief/short-pin-brief';
import { pinBrief, pinBriefPart } from '../../domain/brief/pin-brief';
import type { BriefPart } from '../../domain/brief/brief-parts';
import { selectHardwareFor, selectPlacement, selectProfile, selectSettings } from '../../state/selectors';
import { type ExplorerState } from '../../state/types';
import { selectConfirmedFileBytes } from '../../state/model-file';

/** The local calendar day, YYYY-MM-DD: the day the user copies, printed in the brief. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One pin as the user left it: its current placement (explorations marked) and settings, and
 * the model file confirmed as its model this session, if any (its file bytes on the rows).
 */
export function briefSide(s: ExplorerState, pinId: string): BriefSide | undefined {
  const profile = selectProfile(s, pinId);
  const hardware = selectHardwareFor(s, profile);
  if (!profile || !hardware) return undefined;
  return {
    profile,
    hardware,
    placement: selectPlacement(s, pinId),
    settings: selectSettings(s, pinId),
    fileBytes: selectConfirmedFileBytes(s, pinId),
  };
}

/** The pin's brief: the short summary, or the full text with every fact. */
export function pinBriefText(
  s: ExplorerState,
  pinId: string,
  date?: string,
  length: 'short' | 'full' = 'full',
): string | undefined {
  const side = briefSide(s, pinId);
  if (!side) return undefined;
  return length === 'short' ? pinBriefShort({ ...side, date }) : pinBrief({ ...side, date });
}

/** One part of the pin's full brief ("Placement", "Licenses"...). */
export function pinBriefPartText(
  s: ExplorerState,
  pinId: string,
  part: BriefPart,
  date?: string,
): string | undefined {
  const side = briefSide(s, pinId);
  return side ? pinBriefPart({ ...side, date }, part) : undefined;
}

export function compareBriefText(
  s: ExplorerState,
  a: string,
  b: string,
  date?: string,
  length: 'short' | 'full' = 'full',
): string | undefined {
  const A = briefSide(s, a);
  const B = briefSide(s, b);
  if (!A || !B) return undefined;
  return length === 'short' ? compareBriefShort({ a: A, b: B, date }) : compareBrief({ a: A, b: B, date });
}
