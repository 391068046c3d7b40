/** How a source reads: pinned or unpinned, by its own name, never by an id this site made up. */
import type { Source } from '../profile/schema/sources';
import { proseLine } from '../profile/prose';

/** "Pinned source TP2 settings... 92bf731c...", or "Unpinned source ...: revision not published". */
export const pinnedSourceLine = (s: Source): string =>
  s.pinned && s.commit
    ? `Pinned source ${proseLine(s.pins)} ${s.commit}`
    : `Unpinned source ${proseLine(s.pins)}: revision not published`;
/** The source's own name when it gives one; an id this site made up is never shown as a name. */
export const sourceLine = (s: Source): string =>
  [
    s.name ?? '',
    s.repo ? `${s.repo}${s.path ? `/${s.path}` : ''}` : '',
    s.url ?? '',
    s.pinned && s.commit ? s.commit : 'unpinned, revision not published',
    `checked ${s.checked}`,
  ]
    .filter(Boolean)
    .join(' ');
