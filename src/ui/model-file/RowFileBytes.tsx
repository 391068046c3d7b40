/**
 * On a row card, once a model file is confirmed as the pin's model: the row's file-bytes
 * figure as the board model has it (exact bytes from the header, with their kind, beside the
 * stated figures; or why the file holds none of its bytes: a runtime row, a copy, a part with
 * no layer range), in the words the briefs use too.
 */
import { useMemo } from 'react';
import { findRow } from '../../domain/rows/rows';
import { rowFileBytesLine } from '../../domain/text/file-bytes-lines';
import { selectConfirmedFileBytes } from '../../state/model-file';
import { selectProfile } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export function RowFileBytes({ pinId, rowId }: { pinId: string; rowId: string }) {
  const file = useExplorer((s) => selectConfirmedFileBytes(s, pinId));
  const profile = useExplorer((s) => selectProfile(s, pinId));
  const figure = useMemo(() => {
    const row = file && profile ? findRow(profile, rowId) : undefined;
    return row && file ? file.row(row) : undefined;
  }, [file, profile, rowId]);
  if (!figure) return null;
  return (
    <p className={`row-file-bytes${figure.kind === 'no-file-header' ? ' row-file-bytes--none' : ''}`}>
      {rowFileBytesLine(figure)}
    </p>
  );
}
