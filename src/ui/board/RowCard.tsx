/**
 * One component row. The drag handle is ONE button, "Move Routed experts", carrying dnd-kit's
 * attributes and listeners, in a shell of its own (RowHandle), since dnd-kit re-renders every
 * draggable when a drag starts and ends; the row's name is a second button that opens its
 * evidence in place (rowSelected).
 *
 * What the card says (its marks, the card line, the stated figures with their kind and
 * qualifier, exact bytes once: the board model's row in words, text/card-lines.ts; and, until
 * the next move, why the last drop of this row was refused) is rendered by the card itself, its glossary tips included (useCardTips): a move
 * mounts the moved row afresh in its new lane, and a card made of a dozen small components
 * would mount each of them. It re-renders only when this row's residence, setting mark,
 * refusal, selection or file bytes change.
 */
import { Fragment, memo, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { EXPLORED_NOTE } from '../../domain/text/standing-sentences';
import { findTerms } from '../../domain/text/glossary';
import { findRow } from '../../domain/rows/rows';
import { ABSENT, LEDGER } from '../../domain/rows/board-groups';
import { boardRow } from '../../domain/board/board-model';
import { cardWords, type CardWords } from '../../domain/text/card-lines';
import {
  selectHardware,
  selectIsRowSelected,
  selectProfile,
  selectRefusalOn,
  selectPlacedBy,
  selectResidence,
  selectUnloadedUnder,
} from '../../state/selectors';
import { useExplorer, useExplorerApi } from '../../state/store';
import { selectConfirmedFileBytes } from '../../state/model-file';
import { cardTip, glossaryNodes, useCardTips, type CardTips } from '../glossary/Glossary';
import { ProseText } from '../pin/ProseText';
import { RowFileBytes } from '../model-file/RowFileBytes';
import { rowDragId, type RowDragData } from './drag-data';
import { RefusalNote } from './RefusalNote';
import { RowEvidence } from './RowEvidence';
import { LedgerFold, isLedgerFolded } from './LedgerFold';
import './row-card.css';

type RowProps = { pinId: string; componentId: string };

// One element for every handle: dnd-kit re-renders each draggable's shell when a drag
// starts and ends, and React skips an element it has already committed.
const GRIP = (
  <svg className="row-grip" viewBox="0 0 12 18" width="12" height="18" aria-hidden="true" focusable="false">
    {[3, 9, 15].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
  </svg>
);

/** The dnd-kit draggable shell: the handle button alone. */
const RowHandle = memo(function RowHandle({
  pinId,
  componentId,
  label,
  residence,
}: RowProps & { label: string; residence: string }) {
  const data = useMemo(
    (): RowDragData => ({ type: 'row', pinId, componentId, label, from: residence }),
    [pinId, componentId, label, residence],
  );
  const { setNodeRef, setActivatorNodeRef, attributes, listeners } = useDraggable({
    id: rowDragId(pinId, componentId),
    data,
    attributes: { roleDescription: 'movable row' },
  });
  // The handle starts the drag; the card around it is what dnd-kit measures and lifts.
  const ref = useCallback(
    (el: HTMLButtonElement | null) => {
      setActivatorNodeRef(el);
      setNodeRef(el?.closest('li') ?? null);
    },
    [setActivatorNodeRef, setNodeRef],
  );
  return (
    <button
      ref={ref}
      type="button"
      className="row-handle"
      aria-label={`Move ${label}`}
      {...attributes}
      {...listeners}
    >
      {GRIP}
    </button>
  );
});

/** The texts of a card that can hold glossary terms, in the card's order. */
function cardTexts(row: CardWords, residence: string): string[] {
  return [
    row.overlap,
    ...(row.explored ? ['explored'] : []),
    ...row.marks,
    ...(row.notLoaded ? [row.notLoaded] : []),
    ...(residence !== LEDGER ? [row.cardLine] : []),
    ...(row.absent ? [] : [...(row.access ? [row.access] : []), ...row.figures]),
  ];
}

/** A badge, then the glossary tip of the term it names (outside the pill). */
function badge(text: string, className: string, tip: (term: string) => ReactNode): ReactNode {
  const term = findTerms(text)[0]?.id;
  return (
    <Fragment key={`${className} ${text}`}>
      <span className={`row-badge ${className}`}>{text}</span>
      {term && tip(term)}
    </Fragment>
  );
}

type CardParts = {
  row: CardWords;
  residence: string;
  tips: CardTips;
  label: ReactNode;
  fileBytes: ReactNode;
};

/**
 * The card's access line, a setting's words for a row it does not load, and the stated figures:
 * folded under "Details" on the file ledger's card (LedgerFold), in the card's body elsewhere.
 */
function statedLines(row: CardWords, text: (t: string) => ReactNode): ReactNode {
  return (
    <>
      {row.access && <p className="row-access">{text(row.access)}</p>}
      {row.notLoadedWords && (
        <p className="row-unloaded">
          <ProseText value={row.notLoadedWords} />
        </p>
      )}
      {row.figures.length > 0 && (
        <p className="row-figures">
          {row.figures.map((f) => (
            <span key={f} className="row-figure">
              {text(f)}
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** The card's words, with the tips of its terms: plain elements, part of the card's render. */
function cardBody({ row, residence, tips, label, fileBytes }: CardParts): ReactNode {
  const seen = new Set<string>();
  const tip = (term: string) => cardTip(tips, term, seen);
  const text = (t: string) => glossaryNodes(t, tip);
  const folded = isLedgerFolded(row, residence);
  return (
    <>
      <div className="row-head">
        {label}
        <span className="row-badges">
          {badge(row.overlap, 'row-badge--overlap', tip)}
          {row.explored && badge('explored', 'row-badge--explored', tip)}
          {row.marks.map((m) => badge(m, 'row-badge--shape', tip))}
          {row.notLoaded && badge(row.notLoaded, 'row-badge--unloaded', tip)}
        </span>
        {folded && <LedgerFold label={row.name}>{statedLines(row, text)}</LedgerFold>}
      </div>
      {/* The per-rank scope is a sentence of the source (or a site note), so it reads as one,
          never inside a chip. */}
      {row.ranks && (
        <p className="row-ranks">
          <ProseText value={row.ranks} />
        </p>
      )}
      {/* In the logical checkpoint the lane already says "File ledger."; the card does not repeat it. */}
      {residence !== LEDGER && <p className="row-line">{text(row.cardLine)}</p>}
      {row.absent ? (
        row.absentReason && <p className="row-reason">{row.absentReason}</p>
      ) : (
        <>
          {!folded && statedLines(row, text)}
          <p className="row-bytes">{row.bytes}</p>
          {fileBytes}
          {row.explored && <p className="visually-hidden">{EXPLORED_NOTE}</p>}
        </>
      )}
    </>
  );
}

/**
 * What the card says: the board model's row (`boardRow`, the one builder of the model's rows),
 * from the store's residence, setting mark, option and file bytes for this row alone, in words.
 */
function useCardWords(pinId: string, componentId: string) {
  const residence = useExplorer((s) => selectResidence(s, pinId, componentId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const hardware = useExplorer((s) => selectHardware(s, pinId));
  const unloadedUnder = useExplorer((s) => selectUnloadedUnder(s, pinId, componentId));
  // The option in force that places this row ("--cpu-moe"): the card says so, and never "explored".
  const placed = useExplorer((s) => selectPlacedBy(s, pinId, componentId));
  const fileBytes = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const found = profile ? findRow(profile, componentId) : undefined;
  const row = useMemo(() => {
    if (!found || !profile || !hardware || !residence) return undefined;
    const pin = { profile, hardware, fileBytes };
    return cardWords(pin, boardRow(pin, found, residence, unloadedUnder ?? undefined, placed ?? undefined));
  }, [found, profile, hardware, residence, unloadedUnder, placed, fileBytes]);
  return { residence, profile, found, row, unloaded: unloadedUnder !== null, withFileBytes: !!fileBytes };
}

/** The glossary tips of the terms the card's words hold. */
function useRowTips(
  pinId: string,
  componentId: string,
  row: CardWords | undefined,
  residence: string | undefined,
) {
  const cardRef = useRef<HTMLLIElement>(null);
  const terms = useMemo(
    () =>
      row && residence
        ? [...new Set(cardTexts(row, residence).flatMap((t) => findTerms(t).map((f) => f.id)))]
        : [],
    [row, residence],
  );
  return { cardRef, tips: useCardTips(`row:${pinId}:${componentId}`, terms, cardRef) };
}

/** The row's name: a button that opens its evidence in place, and takes focus back when it closes. */
function useRowSelection(pinId: string, componentId: string) {
  const store = useExplorerApi();
  const selected = useExplorer((s) => selectIsRowSelected(s, pinId, componentId));
  const labelRef = useRef<HTMLButtonElement>(null);
  const select = () => store.getState().rowSelected(selected ? null : { pinId, componentId });
  const close = () => {
    store.getState().rowSelected(null);
    labelRef.current?.focus();
  };
  return { selected, labelRef, select, close };
}

export const RowCard = memo(function RowCard({ pinId, componentId }: RowProps) {
  const { residence, profile, found, row, unloaded, withFileBytes } = useCardWords(pinId, componentId);
  const { selected, labelRef, select, close } = useRowSelection(pinId, componentId);
  const refused = useExplorer((s) => selectRefusalOn(s, pinId, componentId)?.move);
  const { cardRef, tips } = useRowTips(pinId, componentId, row, residence);
  if (!residence || !row || !profile || !found) return null;
  // While dragged, the card is styled by its handle's aria-pressed (row-card.css), not a class.
  return (
    <li
      ref={cardRef}
      className={`row-card${residence === ABSENT ? ' row-card--absent' : ''}${unloaded ? ' row-card--unloaded' : ''}`}
    >
      <RowHandle pinId={pinId} componentId={componentId} label={row.name} residence={residence} />
      <div className="row-body">
        {cardBody({
          row,
          residence,
          tips,
          label: (
            <button
              ref={labelRef}
              type="button"
              className="row-label"
              aria-expanded={selected}
              title="Show its full config and source evidence"
              onClick={select}
            >
              {row.name}
            </button>
          ),
          fileBytes: withFileBytes && <RowFileBytes pinId={pinId} rowId={componentId} />,
        })}
        {refused && <RefusalNote pinId={pinId} move={refused} />}
        {selected && (
          <RowEvidence profile={profile} component={found.component} label={row.name} onClose={close} />
        )}
      </div>
    </li>
  );
});

/** What follows the pointer during a drag: the row's full name on a lifted card. */
export function RowOverlay({ label }: { label: string }) {
  return (
    <div className="row-card row-card--overlay" aria-hidden="true">
      <span className="row-handle">{GRIP}</span>
      <span className="row-overlay-label">{label}</span>
    </div>
  );
}
