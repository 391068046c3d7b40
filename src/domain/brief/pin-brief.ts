/**
 * The plain-text brief of one pin. It follows the order of the page and of seed 000, and it
 * is a pure function of (profile, hardware, placement, settings, date): the same input gives
 * the same text, and nothing is read from a clock. Each block is written by the module of its
 * part (header, board, settings, verdict, evidence, record); this one puts them in order and
 * says which part of the brief each belongs to.
 *
 * The verdict section comes from calculateVerdict(profile, hardware) alone: the placement and
 * the settings are shown as explorations and choices, never fed to it (invariant 6).
 */
import { HEADINGS, NOT_A_FIT } from '../text/standing-sentences';
import { proseLine } from '../profile/prose';
import { boardBlocks, exploredBlock } from './board-blocks';
import { BRIEF_PARTS, type BriefPart } from './brief-parts';
import { bullet, renderBlocks, section, titled, type Block } from './brief-format';
import { briefContext, type PinBriefInput } from './brief-context';
import { headerBlock, licensesBlock, statusBlock } from './header-blocks';
import { settingsBlock } from './settings-block';
import { verdictBlock } from './verdict-block';
import { evidenceBlocks } from './evidence-blocks';
import { closingBlocks, recordBlocks } from './record-blocks';

/** The brief of one pin, as plain text. */
export const pinBrief = (input: PinBriefInput): string => renderBlocks(pinBriefBlocks(input));

/** The full brief's blocks, each with the part it belongs to, in the order of the page. */
function partBlocks(input: PinBriefInput): [BriefPart, Block][] {
  const ctx = briefContext(input);
  const [evidence, pinnedSources, ...speed] = evidenceBlocks(ctx);
  const [
    hashes,
    concurrency,
    flags,
    licensesInFull,
    model,
    preflight,
    validation,
    rollback,
    sources,
    observations,
  ] = recordBlocks(ctx);
  const [related, residentBytes, closing] = closingBlocks(ctx);
  const of = (part: BriefPart, blocks: readonly (Block | undefined)[]): [BriefPart, Block][] =>
    blocks.filter((b): b is Block => b !== undefined).map((b) => [part, b]);
  return [
    ...of('overview', [headerBlock(ctx, input.date), [NOT_A_FIT], statusBlock(ctx)]),
    ...of('licenses', [licensesBlock(ctx)]),
    ...of('overview', [
      section(
        HEADINGS.caveats,
        ctx.profile.caveats.map((x) => bullet(proseLine(x))),
      ),
    ]),
    ...of('placement', [...boardBlocks(ctx), exploredBlock(ctx), settingsBlock(ctx), verdictBlock(ctx)]),
    ...of('evidence', [evidence]),
    ...of('sources', [pinnedSources]),
    ...of('evidence', speed),
    ...of('overview', [hashes, concurrency, flags]),
    ...of('licenses', [licensesInFull]),
    ...of('overview', [model]),
    ...of('evidence', [preflight, validation, rollback]),
    ...of('sources', [sources]),
    ...of('evidence', [observations]),
    ...of('overview', [related]),
    ...of('placement', [residentBytes]),
    ...of('overview', [closing]),
  ];
}

/** The full brief's blocks, in the order of the page: the compare view shows them per pin. */
export const pinBriefBlocks = (input: PinBriefInput): Block[] => partBlocks(input).map(([, b]) => b);

/**
 * One part of the full brief: the pin named as the full brief names it, "not a fit", which
 * part this is, then that part's blocks in their order. Every block of the full brief is in
 * exactly one part.
 */
export function pinBriefPart(input: PinBriefInput, part: BriefPart): string {
  const { profile } = input;
  const title = BRIEF_PARTS.find((p) => p.part === part)!.title;
  return renderBlocks([
    titled([
      `${profile.title}: ${profile.subtitle}`,
      `Pin: ${profile.id}`,
      ...(input.date ? [`Copied on ${input.date}.`] : []),
      `Part of the full brief: ${title}.`,
    ]),
    [NOT_A_FIT],
    ...partBlocks(input)
      .filter(([p, b]) => p === part && !(b.length === 1 && b[0] === NOT_A_FIT))
      .map(([, b]) => b),
  ]);
}
