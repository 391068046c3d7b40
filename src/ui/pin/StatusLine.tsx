/**
 * The pin's status lines as chips (hardware, nodes, TP, EP; revision; as-pinned recipe),
 * and, when the chosen settings differ from the recipe's, "Settings changed from the recipe
 * (N)" with a way back to the recipe's settings.
 */
import { settingsChangedLine } from '../../domain/board/card-facts';
import { statusLines } from '../../domain/text/status-lines';
import type { Profile } from '../../domain/profile/schema/profile';
import { selectSettingsChangedCount } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { GlossaryText } from '../glossary/Glossary';

type Tone = 'ok' | 'warn' | 'neutral';
const statusTones = (p: Profile): Tone[] => [
  p.hardwareMatch ? 'ok' : 'warn',
  p.revisionPinned ? 'ok' : 'warn',
  p.asPinned ? 'neutral' : 'warn',
];

export function StatusLine({ profile }: { profile: Profile }) {
  const tones = statusTones(profile);
  const changed = useExplorer((s) => selectSettingsChangedCount(s, profile.id));
  return (
    <div className="status-row">
      <ul className="status-list" aria-label="Status">
        {statusLines(profile).map((line, i) => (
          <li key={i} className={`status status--${tones[i] ?? 'neutral'}`}>
            <GlossaryText text={line} />
          </li>
        ))}
        {changed > 0 && <li className="status status--warn">{settingsChangedLine(changed)}</li>}
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
    </div>
  );
}
