/**
 * The pin's status lines as chips (hardware, nodes, TP, EP; revision; as-pinned recipe),
 * and, when the chosen settings differ from the recipe's, "Settings changed from the recipe
 * (N)" with a way back to the recipe's settings; then the settings button, whose panel
 * opens on a line of its own below.
 */
import { useId, useState } from 'react';
import {
  hardwareMismatch,
  unstatedCapacityLine,
  type HardwareMismatch,
} from '../../domain/board/hardware-mismatch';
import { settingsChangedLine, statusLines } from '../../domain/text/status-lines';
import { findTerms } from '../../domain/text/glossary';
import type { Profile } from '../../domain/profile/schema/profile';
import { selectHardwareFor, selectSettingsChangedCount } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { TermTip } from '../glossary/Glossary';
import { ProseText } from './ProseText';
import { SettingsPanel } from './SettingsPanel';

type Tone = 'ok' | 'warn' | 'neutral';
const statusTones = (p: Profile): Tone[] => [
  p.hardwareMatch ? 'ok' : 'warn',
  p.revisionPinned ? 'ok' : 'warn',
  p.asPinned ? 'neutral' : 'warn',
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
  const tones = statusTones(profile);
  const changed = useExplorer((s) => selectSettingsChangedCount(s, profile.id));
  const hardware = useExplorer((s) => selectHardwareFor(s, profile));
  const mismatch = hardwareMismatch(profile, hardware);
  return (
    <div className="status-row">
      <ul className="status-list" aria-label="Status">
        {/* A term's "?" follows its chip, so its explanation opens on a line of its own below
            the chips, never inside one. */}
        {statusLines(profile).map((line, i) => (
          <li key={i} className="status-item">
            <span className={`status status--${tones[i] ?? 'neutral'}`}>{line}</span>
            {findTerms(line).map((t) => (
              <TermTip key={t.start} term={t.id} />
            ))}
            {i === 0 && mismatch && <MismatchWhy mismatch={mismatch} />}
          </li>
        ))}
        {changed > 0 && (
          <li className="status-item">
            <span className="status status--warn">{settingsChangedLine(changed)}</span>
          </li>
        )}
      </ul>
      {changed > 0 && (
        <button
          type="button"
          className="status-reset"
          onClick={() => useExplorer.getState().settingsReset(profile.id)}
        >
          Reset settings
        </button>
      )}
      <SettingsPanel pinId={profile.id} settings={profile.settings} components={profile.components} />
    </div>
  );
}
