import { checkMove, type MoveContext } from '../../src/domain/placement/move-rules';
import { describeMove } from '../../src/domain/text/move-lines';
import { ABSENT, LEDGER } from '../../src/domain/rows/board-groups';
import { asPinnedPlacement } from '../../src/domain/placement/placement';
import { effectiveSettings, recipeSettings, type Settings } from '../../src/domain/placement/settings';
import { loadState } from '../../src/domain/placement/load-state';
import type { Hardware } from '../../src/domain/profile/schema/hardware';
import type { Profile } from '../../src/domain/profile/schema/profile';
import { boardRows } from '../../src/domain/rows/rows';
import { proseLine, proseText } from '../../src/domain/profile/prose';
import { plainMarkdown } from '../../src/domain/text/plain-markdown';
import { discrete, everyPin, mia, shapes } from '../helpers/pins';
import { said } from '../helpers/move-text';

const ctxFor = (
  profile: Profile,
  hardware: Hardware,
  settings: Settings = recipeSettings(profile),
): MoveContext => ({
  profile,
  hardware,
  placement: asPinnedPlacement(profile),
  settings,
});

const laneId = (hardware: Hardware, label: string): string => {
  const lane = hardware.lanes.find((l) => l.label === label);
  if (!lane) throw new Error(`no lane "${label}" on ${hardware.id}`);
  return lane.id;
};

// Seed sentences (Mia TP2 pin), quoted as the page shows them.
const NOT_NVME = 'Not an NVMe expert tier.';
const ENGRAM_SSD = 'Dragging an Engram row onto an SSD does not describe a real component.';
const NO_PLE = 'This checkpoint has no Qwen-style n-gram PLE table.';
const NO_ENGRAM = 'This model profile has no Engram table.';

describe('the Mia TP2 pin refuses what its recipe rules out', () => {
  const { profile, hardware } = mia();
  const ctx = ctxFor(profile, hardware);

  it('refuses routed experts on the local disk path: "Not an NVMe expert tier."', () => {
    const result = said(checkMove(ctx, { row: 'routed-experts', to: laneId(hardware, 'Local disk path') }));
    expect(result).toEqual({ ok: false, reason: NOT_NVME });
  });

  it('refuses the Engram row on every lane and on the ledger: the SSD sentence on the disk path only', () => {
    // Issue 9: the SSD sentence was the reason on the unified pool and the ledger too.
    const disk = laneId(hardware, 'Local disk path');
    for (const to of [...hardware.lanes.map((l) => l.id), LEDGER]) {
      const result = said(checkMove(ctx, { row: 'engram', to }));
      expect(result, `engram -> ${to}`).toEqual({ ok: false, reason: to === disk ? ENGRAM_SSD : NO_ENGRAM });
    }
  });

  it('refuses the PLE row on every lane and on the ledger: this checkpoint has no PLE table', () => {
    for (const to of [...hardware.lanes.map((l) => l.id), LEDGER]) {
      const result = said(checkMove(ctx, { row: 'ple', to }));
      expect(result, `ple -> ${to}`).toEqual({ ok: false, reason: NO_PLE });
    }
  });

  it('accepts routed experts in the unified pool, citing the evidence', () => {
    const result = said(checkMove(ctx, { row: 'routed-experts', to: laneId(hardware, 'Unified pool') }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.evidence).toMatch(/unified pool/i);
  });

  it('refuses the vision tower on the local disk path: not a second pool and not an SSD tier', () => {
    const result = said(checkMove(ctx, { row: 'vision-tower', to: laneId(hardware, 'Local disk path') }));
    expect(result).toEqual({ ok: false, reason: 'Not a second pool and not an SSD tier.' });
  });

  it('refuses the drafter when DRAFTER=mtp does not load it, naming the setting', () => {
    const mtp = ctxFor(profile, hardware, { ...recipeSettings(profile), DRAFTER: 'mtp' });
    const result = said(checkMove(mtp, { row: 'drafter', to: laneId(hardware, 'Unified pool') }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain('DRAFTER=mtp');
      expect(result.reason).toContain('DFlash2 drafter');
    }
    expect(result).not.toHaveProperty('placement');
  });

  it('accepts the drafter in the unified pool under the default DRAFTER=dflash2', () => {
    const result = said(checkMove(ctx, { row: 'drafter', to: laneId(hardware, 'Unified pool') }));
    expect(result.ok).toBe(true);
  });

  it('announces a refusal with the row and lane names, not raw ids', () => {
    const move = { row: 'routed-experts', to: 'local-disk' };
    const text = describeMove(ctx, move, checkMove(ctx, move));
    expect(text).toContain('Routed experts');
    expect(text).toContain('Local disk path');
    expect(text).toContain(NOT_NVME);
    expect(text).not.toContain('routed-experts');
  });
});

describe.each([...everyPin(), discrete(), shapes()].map((p) => [p.profile.id, p] as const))(
  'placement rules for pin %s',
  (_id, { profile, hardware }) => {
    const ctx = ctxFor(profile, hardware);
    // Rows that are present and loaded under the pin's stated defaults: the ones a user can move.
    const present = boardRows(profile).filter((r) => loadState(profile, r, ctx.settings).state === 'loaded');
    const absent = boardRows(profile).filter((r) => r.component.presence === 'absent');
    // A copy never shares a lane with its home: those lanes are refused for another reason.
    const takenBySibling = (row: (typeof present)[number], lane: string) =>
      boardRows(profile).some(
        (o) =>
          o.component === row.component &&
          o.id !== row.id &&
          (row.role === 'copy' || row.role === 'home') &&
          (o.role === 'copy' || o.role === 'home') &&
          ctx.placement[o.id] === lane,
      );

    it('accepts each present row on every residence its evidence lists, citing that evidence', () => {
      for (const row of present)
        for (const r of row.residences) {
          if (takenBySibling(row, r.lane)) continue;
          const result = said(checkMove(ctx, { row: row.id, to: r.lane }));
          expect(result, `${row.id} -> ${r.lane}`).toEqual({
            ok: true,
            placement: { ...ctx.placement, [row.id]: r.lane },
            evidence: proseLine(r.evidence),
          });
        }
    });

    it('refuses each lane the evidence rules out, with the profile reason', () => {
      for (const row of present)
        for (const r of row.refusals)
          // A home or copy whose sibling sits in that lane is refused for that first (as above).
          if (!takenBySibling(row, r.lane))
            expect(said(checkMove(ctx, { row: row.id, to: r.lane }))).toEqual({
              ok: false,
              reason: plainMarkdown(proseLine(r.reason)),
            });
    });

    it('refuses absent components everywhere with the profile reason: absence is not zero bytes', () => {
      for (const row of absent)
        for (const to of [...hardware.lanes.map((l) => l.id), LEDGER, ABSENT]) {
          // A lane's own refusal fits that lane; the absent reason fits every other one.
          const own = row.refusals.find((r) => r.lane === to);
          expect(said(checkMove(ctx, { row: row.id, to }))).toEqual({
            ok: false,
            reason: plainMarkdown(proseLine(own ? own.reason : row.component.absentReason!)),
          });
        }
    });

    it('lets only the file ledger row sit on the logical checkpoint', () => {
      for (const c of present) {
        const result = said(checkMove(ctx, { row: c.id, to: LEDGER }));
        expect(result.ok, c.id).toBe(c.asPinned === LEDGER);
      }
    });

    it('refuses an unknown lane with a readable reason naming it', () => {
      for (const c of present) {
        const result = said(checkMove(ctx, { row: c.id, to: 'nvme-expert-tier' }));
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.reason).toContain('nvme-expert-tier');
          expect(result.reason).toContain(hardware.label);
          expect(result.reason).not.toMatch(/undefined|null|\[object/);
        }
      }
    });

    it('refuses the "absent" list as a drop target for present rows', () => {
      for (const c of present) expect(said(checkMove(ctx, { row: c.id, to: ABSENT })).ok).toBe(false);
    });

    it('refuses an unknown component with a readable reason naming it', () => {
      const result = said(checkMove(ctx, { row: 'ssd-engram', to: hardware.lanes[0]!.id }));
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.reason).toContain('ssd-engram');
        expect(result.reason).not.toMatch(/undefined|null|\[object/);
      }
    });

    it('refuses every row that a setting unloads (a component, or one part or copy), naming that setting', () => {
      for (const s of profile.settings)
        for (const o of s.options)
          for (const id of o.unloads) {
            const rows = boardRows(profile).filter((r) => r.id === id || r.component.id === id);
            expect(rows.length, id).toBeGreaterThan(0);
            const settings = { ...recipeSettings(profile), [s.name]: o.value };
            for (const row of rows)
              for (const r of row.residences) {
                const result = said(
                  checkMove(ctxFor(profile, hardware, settings), { row: row.id, to: r.lane }),
                );
                expect(result.ok).toBe(false);
                // The row's load state comes first: a row of unstated presence is refused for that,
                // one the source says is not loaded in the source's words, else the setting is named.
                const state = loadState(profile, row, effectiveSettings(profile, settings));
                if (!result.ok && state.state === 'not-loaded-stated')
                  expect(result.reason).toContain(proseText(state.note));
                else if (!result.ok && state.state !== 'presence-not-stated')
                  expect(result.reason).toContain(`${s.name}=${o.value}`);
              }
          }
    });

    it('returns no placement with a refusal and leaves the given placement untouched', () => {
      const placement = asPinnedPlacement(profile);
      const before = structuredClone(placement);
      const moves = [
        ...absent.map((c) => ({ row: c.id, to: hardware.lanes[0]!.id })),
        ...present.flatMap((row) => row.refusals.map((r) => ({ row: row.id, to: r.lane }))),
        { row: 'not-a-component', to: hardware.lanes[0]!.id },
      ];
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) {
        const result = said(checkMove({ ...ctx, placement }, move));
        expect(result.ok).toBe(false);
        expect(result).not.toHaveProperty('placement');
      }
      expect(placement).toEqual(before);
    });
  },
);

describe('a discrete-GPU pin whose model really has an Engram table', () => {
  const { profile, hardware } = discrete();
  const ctx = ctxFor(profile, hardware);
  const engram = profile.components.find((c) => c.id === 'engram')!;

  it('takes its lanes from the hardware: GPU memory, Host RAM and Local disk path', () => {
    expect(hardware.lanes.map((l) => l.label)).toEqual(['GPU memory', 'Host RAM', 'Local disk path']);
  });

  it('accepts the Engram row in Host RAM, where its evidence puts it', () => {
    const result = said(checkMove(ctx, { row: 'engram', to: laneId(hardware, 'Host RAM') }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.placement.engram).toBe(laneId(hardware, 'Host RAM'));
      expect(result.evidence).toBe(engram.residences[0]!.evidence);
    }
  });

  it('refuses the Engram row in GPU memory with the profile reason', () => {
    const reason = engram.refusals.find((r) => r.lane === laneId(hardware, 'GPU memory'))!.reason;
    expect(said(checkMove(ctx, { row: 'engram', to: laneId(hardware, 'GPU memory') }))).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses the PLE row it does not have, with its reason', () => {
    expect(said(checkMove(ctx, { row: 'ple', to: laneId(hardware, 'Host RAM') }))).toEqual({
      ok: false,
      reason: profile.components.find((c) => c.id === 'ple')!.absentReason,
    });
  });
});
