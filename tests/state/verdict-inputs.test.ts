/**
 * The verdict panel reads the pin's profile and hardware from the store and nothing else.
 * Whatever the user does on the board (moves, undo, redo, reset, settings, selection), those
 * inputs stay the very objects that were loaded, so the verdict they give stays as it was.
 */
import fc from 'fast-check';
import { calculateVerdict } from '../../src/domain/verdict/calculator';
import { createExplorerStore } from '../../src/state/explorer-store';
import { selectHardware, selectProfile } from '../../src/state/selectors';
import { everyPin, loadBundled, loadDiscreteFixture } from '../helpers/pins';

const discrete = loadDiscreteFixture();
const profiles = [...everyPin().map((p) => p.profile), ...discrete.profiles];
const hardware = [...loadBundled().hardware, ...discrete.hardware];

describe.each(profiles.map((p) => [p.id, p] as const))(
  'on %s, any sequence of board events',
  (pinId, profile) => {
    const hw = hardware.find((h) => h.id === profile.hardware)!;
    const component = fc.constantFrom(...profile.components.map((c) => c.id));
    const residence = fc.constantFrom('ledger', 'absent', 'nowhere', ...hw.lanes.map((l) => l.id));
    const setting = profile.settings.length
      ? fc.constantFrom(
          ...profile.settings.flatMap((s) => [...s.options.map((o) => [s.name, o.value]), [s.name, 'x']]),
        )
      : fc.constant(['NONE', 'x']);
    const event = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), component, to: residence }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const, 'reset' as const) }),
      fc.record({ kind: fc.constant('setting' as const), pair: setting }),
      fc.record({ kind: fc.constant('select' as const), component }),
    );

    it('leaves the verdict panel its loaded profile and hardware, and so its verdict', () => {
      fc.assert(
        fc.property(fc.array(event, { maxLength: 30 }), (events) => {
          const store = createExplorerStore({ profiles, hardware });
          const verdict = calculateVerdict(profile, hw);
          const s = store.getState();
          for (const e of events) {
            if (e.kind === 'move') s.rowDropped(pinId, { row: e.component, to: e.to });
            else if (e.kind === 'undo') s.undoRequested(pinId);
            else if (e.kind === 'redo') s.redoRequested(pinId);
            else if (e.kind === 'reset') s.placementsReset(pinId);
            else if (e.kind === 'setting') s.settingChosen(pinId, e.pair[0]!, e.pair[1]!);
            else if (e.kind === 'select') s.rowSelected({ pinId, componentId: e.component });
          }
          const after = store.getState();
          expect(selectProfile(after, pinId)).toBe(profile);
          expect(selectHardware(after, pinId)).toBe(hw);
          expect(calculateVerdict(selectProfile(after, pinId)!, selectHardware(after, pinId)!)).toEqual(
            verdict,
          );
        }),
        { numRuns: 100 },
      );
    });
  },
);
