/**
 * On a row card, once a model file is confirmed as the pin's model: the row's file-bytes
 * figure from the board model (exact bytes from the header, with their kind, beside the stated
 * figures; or why the file holds none of its bytes: a runtime row, a copy, a part with no
 * layer range), in the words the briefs use too.
 */
import { useMemo } from 'react';
import { rowFileFigure } from '../../domain/board/board-model';
import { findRow } from '../../domain/board/rows';
import { rowFileBytesLine } from '../../domain/text/file-bytes-lines';
import { selectConfirmedInventory, useModelFile } from '../../state/model-file';
import { selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function RowFileBytes({ pinId, rowId }: { pinId: string; rowId: string }) {
  const inventory = useModelFile((s) => selectConfirmedInventory(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const figure = useMemo(() => {
    const row = inventory && profile ? findRow(profile, rowId) : undefined;
    return row && inventory ? rowFileFigure(inventory, row) : undefined;
  }, [inventory, profile, rowId]);
  if (!figure) return null;
  return (
    <p className={`row-file-bytes${figure.kind === 'no-file-header' ? ' row-file-bytes--none' : ''}`}>
      {rowFileBytesLine(figure)}
    </p>
  );
}
