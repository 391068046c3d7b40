/**
 * The opening of a pin's full brief, as the page heads it: title, subtitle and summary, the
 * status with why the hardware does not match (when it does not), and the licences.
 */
import type { Hardware } from '../profile/schema/hardware';
import type { Profile } from '../profile/schema/profile';
import { HEADINGS } from '../text/standing-sentences';
import { licenseSummary, notDownloadedMark } from '../text/licence-lines';
import { statusLines } from '../text/status-lines';
import { explorations } from '../placement/placement';
import { settingsChanged } from '../placement/settings';
import { proseLine } from '../profile/prose';
import { sentence } from '../text/sentence';
import { hardwareMismatch, unstatedCapacityLine } from '../board/hardware-mismatch';
import { bullet, indent, section, titled, type Block } from './brief-format';
import type { BriefContext } from './brief-context';

/** As the page heads it: title, subtitle, then the summary led by the title as a sentence. */
export const headerBlock = ({ profile }: BriefContext, date: string | undefined): Block =>
  titled([
    profile.title,
    profile.subtitle,
    `${sentence(profile.title)} ${proseLine(profile.summary)}`,
    `Pin: ${profile.id}`,
    ...(date ? [`Copied on ${date}.`] : []),
    HEADINGS.page,
  ]);

export const licensesBlock = ({ profile, unloaded }: BriefContext): Block =>
  section(
    HEADINGS.licenses,
    profile.licenses.map((l) => {
      const off = l.coversComponent ? unloaded.get(l.coversComponent) : undefined;
      return bullet(off ? `${licenseSummary(l)} (${notDownloadedMark(off)})` : licenseSummary(l));
    }),
  );

/** Why the hardware does not match this pin, when it does not: the pin's sentence and the lanes no source sizes. */
function mismatchLines(profile: Profile, hardware: Hardware): string[] {
  const m = hardwareMismatch(profile, hardware);
  if (!m) return [];
  const unstated = unstatedCapacityLine(m);
  return [indent(`Why: ${[m.note ? proseLine(m.note) : '', unstated ?? ''].filter(Boolean).join(' ')}`)];
}

/** The pin's status lines; under the first (the hardware's), why it does not match. */
export const statusBlock = ({ profile, hardware, placement, settings }: BriefContext): Block =>
  section(
    'Status',
    statusLines(profile, {
      moves: explorations({ profile, placement, settings }).length,
      settingsChanged: settingsChanged(profile, settings).length,
      // A brief is copied from the board as it is; where its state came from is not the brief's.
      fromLink: false,
    }).flatMap((line, i) => [bullet(line), ...(i === 0 ? mismatchLines(profile, hardware) : [])]),
  );
