/**
 * The evidence part of a pin's full brief: per component, its evidence, where the source
 * says it lives, whether a setting unloads it and the sources it cites; then the pinned
 * sources, then the source's note on speed.
 */
import type { Profile } from '../profile/schema/profile';
import type { Source } from '../profile/schema/sources';
import { statedResidenceLines } from '../text/stated-residence-lines';
import { HEADINGS } from '../text/standing-sentences';
import { evidenceLines } from '../text/component-lines';
import { pinnedSourceLine, recipeDate, sourceLine } from '../text/source-lines';
import { proseLine } from '../profile/prose';
import { sentence } from '../text/sentence';
import { bullet, indent, titled, type Block } from './brief-format';
import type { BriefContext } from './brief-context';

const sourceRef = (profile: Profile, id: string): string => {
  const s = profile.sources.find((x) => x.id === id);
  return s
    ? `Source: ${sourceLine(s, recipeDate(profile))}: ${proseLine(s.pins)}`
    : 'Source: not listed in this pin';
};

/** [evidence per component, pinned sources, the speed note when the source gives one]. */
export function evidenceBlocks(ctx: BriefContext): Block[] {
  const { profile } = ctx;
  return [
    titled([
      HEADINGS.evidence,
      ...profile.components.flatMap((c) => [
        bullet(c.label),
        ...evidenceLines(profile, c, ctx.hardware).map(indent),
        ...statedResidenceLines(c, ctx.hardware).map(indent),
        ...(ctx.unloaded.has(c.id) ? [indent(sentence(`Not loaded under ${ctx.unloaded.get(c.id)!}`))] : []),
        ...c.sources.map((id) => indent(sourceRef(profile, id))),
      ]),
    ]),
    profile.sources.map((s: Source) => bullet(pinnedSourceLine(s))),
    ...(profile.observations.speedNote ? [[proseLine(profile.observations.speedNote)]] : []),
  ];
}
