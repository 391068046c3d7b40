/**
 * Every refusal of every bundled pin explains itself (issue 30, point 3): its reason is said
 * once, without a quoted README's markup characters; where a setting option would allow the
 * move, the help names that option; and a pin's setting that names the row is pointed to when
 * no option allows the move (the KV cache and --no-kv-offload).
 */
import { describe, expect, test } from 'vitest';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { LEDGER } from '../../src/domain/rows/board-groups';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { effectiveSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { refusalText } from '../../src/domain/text/move-lines';
import { refusalHelp } from '../../src/domain/placement/refusal-help';
import { refusalDetail } from '../../src/domain/board/card-facts';
import { proseText } from '../../src/domain/profile/prose';
import { plainMarkdown } from '../../src/domain/text/plain-markdown';
import type { Prose } from '../../src/domain/profile/schema/primitives';
import { everyPin, pin } from '../helpers/pins';

/** Markdown markup a person should never see: block quote and heading markers, emphasis, code ticks, links. */
const MARKUP = /(^|\n)\s*(>|#{1,6}\s)|\*\*|__|`|\]\(/;
const shown = (p: Prose) => plainMarkdown(proseText(p));

const contextOf = (p: ReturnType<typeof pin>) => ({
  profile: p.profile,
  hardware: p.hardware,
  placement: asPinnedPlacement(p.profile),
  settings: effectiveSettings(p.profile, {}),
});

describe.each(everyPin().map((p) => [p.profile.id, p] as const))('%s', (_id, p) => {
  const ctx = contextOf(p);
  const moves = boardRows(ctx.profile).flatMap((row) =>
    [...ctx.hardware.lanes.map((l) => l.id), LEDGER].map((to) => ({ row, move: { row: row.id, to } })),
  );
  const refused = moves.flatMap(({ row, move }) => {
    const result = checkMove(ctx, move);
    return result.ok ? [] : [{ row, move, result }];
  });

  test('names each refusal\u2019s reason once, without markup characters', () => {
    for (const { row, move, result } of refused) {
      const where = `${rowName(row)} -> ${move.to}`;
      const reason = refusalText(result);
      expect(reason, where).not.toMatch(MARKUP);
      const help = refusalHelp(ctx, move)!;
      const detail = refusalDetail(ctx, move)!;
      const said = [
        reason,
        ...(help.caveat ? [shown(help.caveat)] : []),
        ...help.acceptedUnder.flatMap((a) => (a.consequence ? [shown(a.consequence)] : [])),
        ...(detail.evidence ? [shown(detail.evidence)] : []),
      ];
      for (const s of said) expect(s, where).not.toMatch(MARKUP);
      const words = plainMarkdown(proseText(result.reason));
      expect(said.filter((s) => s.includes(words)).length, where).toBe(1);
    }
  });

  test('names every setting option under which the refused move would be allowed', () => {
    for (const { move } of refused) {
      const allowing = ctx.profile.settings.flatMap((s) =>
        s.options
          .filter((o) => o.value !== ctx.settings[s.name])
          .filter((o) => checkMove({ ...ctx, settings: { ...ctx.settings, [s.name]: o.value } }, move).ok)
          .map((o) => `${s.name}=${o.value}`),
      );
      const help = refusalHelp(ctx, move)!;
      expect(help.acceptedUnder.map((a) => `${a.setting}=${a.value}`)).toEqual(allowing);
      for (const a of help.acceptedUnder) expect(a.label.length).toBeGreaterThan(0);
    }
  });
});

test('gpt-oss on one RTX 3090: the KV cache refused in host RAM points to the KV offload setting', () => {
  const ctx = contextOf(pin('gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe'));
  const kv = boardRows(ctx.profile).find((r) => r.component.id === 'kv-cache')!;
  const host = ctx.hardware.lanes.find((l) => l.tier === 'host-ram')!;
  expect(checkMove(ctx, { row: kv.id, to: host.id }).ok).toBe(false);
  const help = refusalHelp(ctx, { row: kv.id, to: host.id })!;
  const named = [...help.acceptedUnder.map((a) => a.label), ...help.related.map((r) => r.label)];
  expect(named.join(' ')).toContain('--no-kv-offload');
  // No caveat about the KV cache elsewhere is quoted for this move.
  if (help.caveat) expect(proseText(help.caveat)).toMatch(/host|RAM|CPU/i);
});
