/** Refusals that help (issue 18, point 3): the nearest caveat, and the options the rules accept the move under. */
import { describe, expect, test } from 'vitest';
import { refusalHelp } from '../../src/domain/placement/refusal-help';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { effectiveSettings } from '../../src/domain/placement/settings';
import { checkMove } from '../../src/domain/placement/move-rules';
import { boardRows, rowName } from '../../src/domain/rows/rows';
import { proseText } from '../../src/domain/profile/prose';
import { repoPin } from '../helpers/repo-pins';
import { everyPin } from '../helpers/pins';

const ids = everyPin().map((p) => p.profile.id);

const contextOf = (id: string) => {
  const { profile, hardware } = repoPin(id);
  return {
    profile,
    hardware,
    placement: asPinnedPlacement(profile),
    settings: effectiveSettings(profile, {}),
  };
};

describe('a refused move points to its lever', () => {
  test('for every pin and every refused move: each "accepted under" option is the rules’ own answer, and only those', () => {
    for (const id of ids) {
      const ctx = contextOf(id);
      for (const row of boardRows(ctx.profile))
        for (const lane of ctx.hardware.lanes) {
          const move = { row: row.id, to: lane.id };
          if (checkMove(ctx, move).ok) {
            expect(refusalHelp(ctx, move)).toBeUndefined();
            continue;
          }
          const help = refusalHelp(ctx, move)!;
          const accepted = new Set(help.acceptedUnder.map((a) => `${a.setting}=${a.value}`));
          for (const s of ctx.profile.settings)
            for (const o of s.options) {
              if (o.value === ctx.settings[s.name]) continue;
              const ok = checkMove({ ...ctx, settings: { ...ctx.settings, [s.name]: o.value } }, move).ok;
              expect(
                accepted.has(`${s.name}=${o.value}`),
                `${id} ${rowName(row)} -> ${lane.label} ${s.name}=${o.value}`,
              ).toBe(ok);
            }
          // The option's own consequence, unless it is the refusal's reason (said once, issue 30).
          for (const a of help.acceptedUnder) {
            const own = ctx.profile.settings
              .find((s) => s.name === a.setting)!
              .options.find((o) => o.value === a.value)!.consequence;
            const reason = (checkMove(ctx, move) as { reason: typeof own }).reason;
            expect(a.consequence).toEqual(proseText(own) === proseText(reason) ? undefined : own);
          }
          if (help.caveat)
            expect([...ctx.profile.caveats, ...row.component.unknownNotes]).toContainEqual(help.caveat);
        }
    }
  });

  test('gpt-oss: moving the first 27 layers’ experts to the GPU points to "could only fit 13 of the 32 layers into VRAM"', () => {
    const id = ids.find((x) => x === 'gpt-oss-120b-rtx3090-llamacpp-n-cpu-moe');
    if (!id) return;
    const ctx = contextOf(id);
    const row = boardRows(ctx.profile).find((r) => /first 27/.test(rowName(r)))!;
    const gpu = ctx.hardware.lanes.find((l) => l.tier === 'gpu-memory')!;
    const help = refusalHelp(ctx, { row: row.id, to: gpu.id })!;
    expect(proseText(help.caveat!)).toContain('could only fit 13 of the 32 layers into VRAM');
  });

  test('every caveat a refusal points to names the row: a word of its name or its component’s label', () => {
    const wordsOf = (t: string) => new Set(t.toLowerCase().match(/[a-z0-9]+/g) ?? []);
    for (const id of ids) {
      const ctx = contextOf(id);
      for (const row of boardRows(ctx.profile))
        for (const lane of ctx.hardware.lanes) {
          const caveat = refusalHelp(ctx, { row: row.id, to: lane.id })?.caveat;
          if (!caveat || !ctx.profile.caveats.includes(caveat)) continue;
          const named = wordsOf(`${rowName(row)} ${row.component.label}`);
          expect(
            [...wordsOf(proseText(caveat))].some((w) => named.has(w)),
            `${id} ${rowName(row)} -> ${lane.label}: ${proseText(caveat)}`,
          ).toBe(true);
        }
    }
  });

  test('Mia: the absent Engram table points to no caveat (none names it); the drafter refused the local disk quotes no caveat about the drafter elsewhere', () => {
    const id = ids.find((x) => x === 'glm-5.3-flash-mia-tensorfold-tp2');
    if (!id) return;
    const ctx = contextOf(id);
    const rowOf = (component: string) => boardRows(ctx.profile).find((r) => r.component.id === component)!;
    const [pool, disk] = ['unified-pool', 'local-disk'].map((t) =>
      ctx.hardware.lanes.find((l) => l.tier === t)!,
    );
    expect(ctx.profile.caveats.some((c) => /engram/i.test(proseText(c)))).toBe(false);
    expect(refusalHelp(ctx, { row: rowOf('engram').id, to: pool!.id })!.caveat).toBeUndefined();
    // The one caveat naming the DFlash2 drafter is about its licence, not the disk (issue 30,
    // point 3: a caveat is quoted only when it concerns the component and the lane).
    expect(ctx.profile.caveats.some((c) => /DFlash2 drafter/.test(proseText(c)))).toBe(true);
    const drafter = refusalHelp(ctx, { row: rowOf('drafter').id, to: disk!.id })!;
    expect(drafter.caveat).toBeUndefined();
  });
});
