/**
 * On the card of a row whose drop was just refused: the source's reason, the pin's caveat
 * nearest to the move, the setting options under which the rules would accept it ("Accepted
 * under …", each with its stated consequence), then where the row lives as pinned and the
 * evidence for that; each sentence a quote or a site note. It stays until the next move;
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
      <p className="row-refusal-reason">
        <strong>Refused in {placeLabel(hardware, move.to)}:</strong> {detail.lead ? `${detail.lead} ` : ''}
        <ProseText value={detail.reason} />
      </p>
      {help?.caveat && (
        <p className="row-refusal-caveat">
          <strong>Nearest caveat:</strong> <ProseText value={help.caveat} />
        </p>
      )}
      {help?.acceptedUnder.map((a) => (
        <p key={a.assignment} className="row-refusal-option">
          <strong>Accepted under {a.assignment}:</strong> <ProseText value={a.consequence} />
        </p>
      ))}
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
