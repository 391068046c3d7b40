/**
 * What a row card says: its name (a button that opens its evidence in place), its marks,
 * the card line, the stated figures with their kind and qualifier, exact bytes once, and,
 * until the next move, why the last drop of this row was refused. Memoised: it re-renders
 * only when this row's residence, setting mark, refusal or selection changes.
 */
import { memo, useMemo, useRef } from 'react';
import { EXPLORED_NOTE } from '../../domain/text/standing-sentences';
import { findTerms } from '../../domain/text/glossary';
import { findRow } from '../../domain/board/rows';
import { LEDGER } from '../../domain/board/board-groups';
import {
  selectHardware,
  selectIsRowSelected,
  selectProfile,
  selectPlacedBy,
  selectUnloadedUnder,
} from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { GlossaryText, TermTip } from '../glossary/Glossary';
import { ProseText } from '../pin/ProseText';
import { rowView } from '../../domain/text/card-lines';
import { RefusalNote } from './RefusalNote';
import { RowEvidence } from './RowEvidence';
import { RowFileBytes } from '../model-file/RowFileBytes';

type RowProps = { pinId: string; componentId: string };

/** A badge, then the glossary tip of the term it names (outside the pill). */
function Badge({ text, className }: { text: string; className: string }) {
  const term = findTerms(text)[0]?.id;
  return (
    <>
      <span className={`row-badge ${className}`}>{text}</span>
      {term && <TermTip term={term} />}
    </>
  );
}

export const RowBody = memo(function RowBody({
  pinId,
  componentId,
  residence,
}: RowProps & { residence: string }) {
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const unloadedUnder = useExplorer((s) => selectUnloadedUnder(s, pinId, componentId));
  const placed = useExplorer((s) => selectPlacedBy(s, pinId, componentId));
  const selected = useExplorer((s) => selectIsRowSelected(s, pinId, componentId));
  const labelRef = useRef<HTMLButtonElement>(null);
  const found = profile ? findRow(profile, componentId) : undefined;
  const row = useMemo(
    () =>
      found && profile && hardware
        ? rowView(profile, hardware, found, residence, unloadedUnder ?? undefined, placed ?? undefined)
        : undefined,
    [found, profile, hardware, residence, unloadedUnder, placed],
  );
  if (!row || !profile || !found) return null;
  const select = () => useExplorer.getState().rowSelected(selected ? null : { pinId, componentId });
  const close = () => {
    useExplorer.getState().rowSelected(null);
    labelRef.current?.focus();
  };
  return (
    <div className="row-body">
      <div className="row-head">
        <button
          ref={labelRef}
          type="button"
          className="row-label"
          aria-expanded={selected}
          title="Show its full config and source evidence"
          onClick={select}
        >
          {row.label}
        </button>
        <span className="row-badges">
          <Badge className="row-badge--overlap" text={row.overlap} />
          {row.explored && <Badge className="row-badge--explored" text="explored" />}
          {row.marks.map((m) => (
            <Badge key={m} className="row-badge--shape" text={m} />
          ))}
          {row.notLoaded && <Badge className="row-badge--unloaded" text={row.notLoaded} />}
        </span>
      </div>
      {/* The per-rank scope is a sentence of the source (or a site note), so it reads as one,
          never inside a chip. */}
      {found.ranks && (
        <p className="row-ranks">
          <ProseText value={found.ranks} />
        </p>
      )}
      {/* In the logical checkpoint the lane already says "File ledger."; the card does not repeat it. */}
      {residence !== LEDGER && (
        <p className="row-line">
          <GlossaryText text={row.cardLine} />
        </p>
      )}
      {row.absent ? (
        row.absentReason && <p className="row-reason">{row.absentReason}</p>
      ) : (
        <>
          {row.access && (
            <p className="row-access">
              <GlossaryText text={row.access} />
            </p>
          )}
          {row.notLoadedWords && (
            <p className="row-unloaded">
              <ProseText value={row.notLoadedWords} />
            </p>
          )}
          {row.figures.length > 0 && (
            <p className="row-figures">
              {row.figures.map((f) => (
                <span key={f} className="row-figure">
                  <GlossaryText text={f} />
                </span>
              ))}
            </p>
          )}
          <p className="row-bytes">{row.bytes}</p>
          <RowFileBytes pinId={pinId} rowId={componentId} />
          {row.explored && <p className="visually-hidden">{EXPLORED_NOTE}</p>}
        </>
      )}
      <RefusalNote pinId={pinId} rowId={componentId} />
      {selected && (
        <RowEvidence profile={profile} component={found.component} label={row.label} onClose={close} />
      )}
    </div>
  );
});
