/**
 * The pin's record in its full brief, after the evidence: hardware and hashes, concurrency,
 * flags, licences in full, the model, preflight, validation, rollback, sources and
 * observations; then the closing blocks: related pins, resident bytes per component, how
 * the sources were read and the seed's closing line.
 */
import { hardwareFactLines } from '../text/stated-residence-lines';
import { HEADINGS } from '../text/standing-sentences';
import {
  closingLine,
  commandLine,
  concurrencyLine,
  doNotBlendLine,
  flagsLine,
  hardwareLine,
  modelLines,
  observationAttribution,
  observationCommandLine,
  observationLine,
  pinsLine,
  relatedLine,
} from '../text/pin-lines';
import { residentBytesLine } from '../text/component-lines';
import { figureLine } from '../text/figure-lines';
import { licenseFull } from '../text/licence-lines';
import { readingLine, recipeDate, sourceLine } from '../text/source-lines';
import { proseLine } from '../profile/prose';
import { bullet, indent, section, titled, type Block } from './brief-format';
import type { BriefContext } from './brief-context';

/** [hashes, concurrency, flags, licences in full, model, preflight, validation, rollback, sources, observations]. */
export function recordBlocks({ profile, hardware }: BriefContext): Block[] {
  return [
    titled([
      HEADINGS.hashes,
      hardwareLine(profile, hardware),
      ...hardwareFactLines(hardware),
      pinsLine(profile),
      ...[commandLine(profile)].filter((l): l is string => l !== undefined),
    ]),
    [concurrencyLine(profile), ...profile.concurrency.figures.map((f) => `Stated figure: ${figureLine(f)}`)],
    [flagsLine(profile)],
    section(
      'Licenses in full',
      profile.licenses.map((l) => bullet(licenseFull(l))),
    ),
    section('Model', modelLines(profile)),
    section(
      HEADINGS.preflight,
      profile.preflight.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.validation,
      profile.validation.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.rollback,
      profile.rollback.map((x) => bullet(proseLine(x))),
    ),
    section(
      HEADINGS.sources,
      profile.sources.flatMap((s) => [bullet(proseLine(s.pins)), indent(sourceLine(s, recipeDate(profile)))]),
    ),
    section(HEADINGS.observations, [
      proseLine(profile.observations.note),
      ...profile.observations.items.map((o) =>
        bullet(
          [observationLine(o), observationCommandLine(profile, o), observationAttribution(o)]
            .filter(Boolean)
            .join(' '),
        ),
      ),
    ]),
  ];
}

/** [related pins, resident bytes per component, how the sources were read and the closing line]. */
export function closingBlocks({ profile }: BriefContext): Block[] {
  return [
    section(
      HEADINGS.related,
      [
        ...profile.doNotBlendWith.map((id) => bullet(doNotBlendLine(id))),
        ...(profile.blendNote ? [proseLine(profile.blendNote)] : []),
        ...profile.related.map((r) => bullet(relatedLine(r))),
      ],
      'No do-not-blend links.',
    ),
    section(
      'Resident bytes per component',
      profile.components.map((c) => bullet(residentBytesLine(c))),
    ),
    // How the sources were read, then the seed's closing line last.
    [...[readingLine(profile)].filter((l): l is string => l !== undefined), bullet(closingLine(profile))],
  ];
}
