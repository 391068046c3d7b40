/**
 * One section of the comparison as a real table: the caption names the section, the column
 * headers name the pins, each row header names the row. A row that differs carries a visible
 * "Differs" badge (text, not colour alone). Folded identical rows are counted, not hidden
 * silently.
 */
import type { CellTone, CompareSection } from '../../domain/compare/compare-side';
import type { Profile } from '../../domain/profile/schema/profile';
import { FactText } from '../pin/FactText';
import { differingCount, rowKey, visibleRows } from './compare-rows';

type Props = { section: CompareSection; a: Profile; b: Profile; fold: boolean };

function PinHeader({ side, profile }: { side: 'A' | 'B'; profile: Profile }) {
  return (
    <th scope="col" role="columnheader" className={`compare-col compare-col--${side.toLowerCase()}`}>
      <span className="pin-letter" aria-hidden="true">
        {side}
      </span>
      <span className="visually-hidden">Pin {side}: </span>
      <span className="compare-col-subtitle">{profile.subtitle}</span>
      <span className="compare-col-title">{profile.title}</span>
    </th>
  );
}

function Cell({
  side,
  profile,
  text,
  tone,
}: {
  side: 'A' | 'B';
  profile: Profile;
  text: string;
  tone: CellTone;
}) {
  return (
    <td role="cell" className={`compare-cell compare-cell--${side.toLowerCase()} compare-cell--${tone}`}>
      {/* Shown only when the table stacks on a phone: the letter of the pin this cell belongs to. */}
      <span className="compare-cell-pin" aria-hidden="true" title={profile.subtitle}>
        <span className="pin-letter">{side}</span>
      </span>
      <span className="compare-cell-text">
        <FactText text={text} />
      </span>
    </td>
  );
}

type Row = Props['section']['rows'][number];

/** A row's label, with its notes: not a difference, decides commercial use, differs. */
function RowLabel({ r }: { r: Row }) {
  return (
    <th scope="row" role="rowheader" className="compare-row-label">
      <span className="compare-row-name">{r.label}</span>
      {r.note && <span className="compare-row-note">Not a difference: {r.note}.</span>}
      {r.decides === 'commercial-use' && (
        <span
          className="badge badge--warn decides-badge"
          title="Restricted or unknown commercial use in at least one pin: never folded"
        >
          Decides commercial use
        </span>
      )}
      {r.differs && (
        <span
          className="badge badge--warn differs-badge"
          title="The two pins state different text in this row"
        >
          <span aria-hidden="true">*</span> Differs
        </span>
      )}
    </th>
  );
}

/** The caption: the section's title and how many of its rows differ. */
function Caption({ section }: { section: Props['section'] }) {
  const differ = differingCount(section.rows);
  const count =
    differ === 0
      ? `the same in both pins`
      : `${differ} of ${section.rows.length} ${section.rows.length === 1 ? 'row differs' : 'rows differ'}`;
  return (
    <caption>
      <span className="compare-caption-title">{section.title}</span>
      <span className="compare-caption-count">
        <span aria-hidden="true"> · </span>
        <span className="visually-hidden">: </span>
        {count}
      </span>
    </caption>
  );
}

export function CompareTable({ section, a, b, fold }: Props) {
  const rows = visibleRows(section.rows, fold);
  const differ = differingCount(section.rows);
  const folded = section.rows.length - rows.length;
  return (
    <div className={`compare-section${differ ? '' : ' compare-section--same'}`}>
      <table role="table" className="compare-table">
        <Caption section={section} />
        <colgroup>
          <col className="compare-col-label" />
          <col />
          <col />
        </colgroup>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="compare-col compare-col--row">
              <span className="visually-hidden">Row</span>
            </th>
            <PinHeader side="A" profile={a} />
            <PinHeader side="B" profile={b} />
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((r) => (
            <tr
              role="row"
              key={rowKey(r.key)}
              className={r.differs ? 'compare-row compare-row--differs' : 'compare-row'}
            >
              <RowLabel r={r} />
              <Cell side="A" profile={a} text={r.a} tone={r.tone.a} />
              <Cell side="B" profile={b} text={r.b} tone={r.tone.b} />
            </tr>
          ))}
          {folded > 0 && (
            <tr role="row" className="compare-row compare-row--folded">
              <td role="cell" colSpan={3}>
                {rows.length === 0
                  ? `All ${folded} ${folded === 1 ? 'row is' : 'rows are'} the same in both pins (folded).`
                  : `${folded} identical ${folded === 1 ? 'row' : 'rows'} folded.`}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
