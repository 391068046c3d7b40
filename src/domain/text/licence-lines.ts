/** How a licence reads: its summary, its full line, and its mark when a setting does not download it. */
import type { License } from '../profile/schema/licenses';
import { proseLine } from '../profile/prose';
import { joinSentences } from './sentence';

export const commercialUseText = (l: License): string => `Commercial use ${l.commercialUse}.`;
/** "serving-repo: Apache License 2.0. Commercial use allowed." plus its headline notes. */
export const licenseSummary = (l: License): string =>
  joinSentences([`${l.component}: ${l.name}`, commercialUseText(l), ...l.headline.map(proseLine)]);
/** The full line, with the SPDX id and every note. */
export const licenseFull = (l: License): string =>
  joinSentences([
    `${l.component}: ${l.name}`,
    `SPDX ${l.spdx}`,
    commercialUseText(l),
    ...l.headline.map(proseLine),
    ...l.notes.map(proseLine),
  ]);
/** The mark on a license whose component a setting does not load. */
export const notDownloadedMark = (assignment: string): string => `not downloaded under ${assignment}`;
