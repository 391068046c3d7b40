/**
 * On the card of a row whose drop was just refused: the source's reason, in a sentence of its
 * own; the setting options under which the rules would accept it ("Allowed under
 * --no-kv-offload (KV_OFFLOAD=disabled): choose it in Settings.", each with its stated
 * consequence), or the settings that name the row but open the move under none of their values;
 * the pin's caveat on this row in this lane, if one names both; then where the row lives as
 * pinned and the evidence for that; each sentence a quote or a site note. It stays until the next move;
 * it is not a live region, since the "Last move" region already says the refusal once.
 */
import { useMemo } from 'react';
import { refusalDetail } from '../../domain/board/card-facts';
import { refusalHelp } from '../../domain/placement/refusal-help';
import type { Move } from '../../domain/placement/placement';
import { selectHardware, selectPlacement, selectProfile, selectSettings } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { placeLabel } from '../../state/messages';
import { ProseText } from '../pin/ProseText';

/** The note, for the move that was refused (the card reads it from the store: selectRefusalOn). */
export function RefusalNote({ pinId, move }: { pinId: string; move: Move }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const placement = useExplorer((s) => selectPlacement(s, pinId));
  // A setting can change while the note is up: the note follows the rules' answer now.
  const settings = useExplorer((s) => selectSettings(s, pinId));
  const { detail, help } = useMemo(() => {
    if (!profile || !hardware || !placement || !settings) return {};
    const ctx = { profile, hardware, placement, settings };
    return { detail: refusalDetail(ctx, move), help: refusalHelp(ctx, move) };
  }, [profile, hardware, placement, settings, move]);
  if (!detail || !hardware) return null;
  return (
    <div className="row-refusal" role="group" aria-label="Why this move was refused">
      {/* The reason is a sentence of its own, after the refusal's own short sentence. */}
      <p className="row-refusal-reason">
        <strong>Refused in {placeLabel(hardware, move.to)}.</strong> {detail.lead ? `${detail.lead} ` : ''}
        <ProseText value={detail.reason} />
      </p>
      {help?.acceptedUnder.map((a) => (
        <p key={a.assignment} className="row-refusal-option">
          <strong>
            Allowed under {a.label} ({a.assignment}): choose it in Settings.
          </strong>
          {a.consequence && (
            <>
              {' '}
              <ProseText value={a.consequence} />
            </>
          )}
        </p>
      ))}
      {help?.related.map((r) => (
        <p key={r.setting} className="row-refusal-option">
          <strong>Setting {r.setting}</strong> ({r.label}) concerns this row, but the pin&rsquo;s evidence
          describes this move under none of its values.
        </p>
      ))}
      {help?.caveat && (
        <p className="row-refusal-caveat">
          <strong>Caveat on this row here:</strong> <ProseText value={help.caveat} />
        </p>
      )}
      <p className="row-refusal-home">
        <strong>As pinned, it lives in {detail.place}</strong>
        {detail.evidence ? (
          <>
            : <ProseText value={detail.evidence} />
          </>
        ) : (
          '.'
        )}
      </p>
    </div>
  );
}
