/**
 * The file ledger's card sits in the board's narrow first column, where a stated figure's
 * qualifier runs to ten lines: its access line and stated figures fold under "Details" (a
 * native disclosure: a button by keyboard and pointer, its state announced), so the rows under
 * it reach the first screen. The card's glossary tips inside the fold come after every tip
 * outside one (glossary/registry.ts).
 */
import type { ReactNode } from 'react';
import { LEDGER } from '../../domain/rows/board-groups';
import type { CardWords } from '../../domain/text/card-lines';
import './ledger-card.css';

/** Whether the card folds its access line and figures: a present row of the file ledger with figures. */
export const isLedgerFolded = (row: CardWords, residence: string) =>
  residence === LEDGER && !row.absent && row.figures.length > 0;

/** The fold; its summary names the row for a screen reader's list of controls. */
export function LedgerFold({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="row-more">
      <summary>
        Details<span className="visually-hidden"> of {label}</span>
      </summary>
      {children}
    </details>
  );
}
