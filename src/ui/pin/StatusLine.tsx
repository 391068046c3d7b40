/**
 * The pin's status lines as chips (hardware, nodes, TP, EP; revision; where the board stands:
 * as pinned, explored (n moves), settings changed, from a link), with a way back to the
 * recipe's settings when they were changed; then the settings button, whose panel opens on a
 * line of its own below.
 */
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import {
  hardwareMismatch,
  unstatedCapacityLine,
  type HardwareMismatch,
} from '../../domain/board/hardware-mismatch';
import { statusLines } from '../../domain/text/status-lines';
import { findTerms } from '../../domain/text/glossary';
import type { Profile } from '../../domain/profile/schema/profile';
import { selectHardwareFor } from '../../state/selectors';
import { selectBoardStanding } from '../../state/board-standing';
import { useExplorer, useExplorerApi } from '../../state/store';
import { TermTip } from '../glossary/Glossary';
import { ProseText } from './ProseText';
import { SettingsPanel } from './SettingsPanel';

type Tone = 'ok' | 'warn' | 'neutral';
const statusTones = (p: Profile, changed: boolean): Tone[] => [
  p.hardwareMatch ? 'ok' : 'warn',
  p.revisionPinned ? 'ok' : 'warn',
  p.asPinned && !changed ? 'neutral' : 'warn',
];

/** After "Hardware does not match this pin": which fact differs, one button away. */
function MismatchWhy({ mismatch }: { mismatch: HardwareMismatch }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const unstated = unstatedCapacityLine(mismatch);
  return (
    <>
      <button
        type="button"
        className="status-why-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Why?
      </button>
      <span id={id} className="status-why" role="note" hidden={!open}>
        <strong>Why the hardware does not match:</strong>{' '}
        {mismatch.note && <ProseText value={mismatch.note} />} {unstated}
      </span>
    </>
  );
}

export function StatusLine({ profile }: { profile: Profile }) {
  const store = useExplorerApi();
  const board = useExplorer(useShallow((s) => selectBoardStanding(s, profile.id)));
  const changed = board.settingsChanged;
  const tones = statusTones(profile, board.moves > 0 || changed > 0);
  const hardware = useExplorer((s) => selectHardwareFor(s, profile));
  const mismatch = hardwareMismatch(profile, hardware);
  return (
    <div className="status-row">
      <ul className="status-list" aria-label="Status">
        {/* A term's "?" follows its chip, so its explanation opens on a line of its own below
            the chips, never inside one. */}
        {statusLines(profile, board).map((line, i) => (
          <li key={i} className="status-item">
            <span className={`status status--${tones[i] ?? 'neutral'}`}>{line}</span>
            {findTerms(line).map((t) => (
              <TermTip key={t.start} term={t.id} />
            ))}
            {i === 0 && mismatch && <MismatchWhy mismatch={mismatch} />}
          </li>
        ))}
      </ul>
      {changed > 0 && (
        <button
          type="button"
          className="status-reset"
          onClick={() => store.getState().settingsReset(profile.id)}
        >
          Reset settings
        </button>
      )}
      <SettingsPanel pinId={profile.id} settings={profile.settings} components={profile.components} />
    </div>
  );
}
