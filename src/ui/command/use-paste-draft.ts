/**
 * The "Paste your command" dialog's two actions as a hook: read (the command and the model
 * files' headers into a draft, in a worker) and open (check the draft as a file, open it on the
 * board, keep it for the next visit, or say why it is not kept). The dialog only lays them out.
 */
import { useState } from 'react';
import type { Inventory } from '../../domain/model-file/inventory';
import { countOf } from '../../domain/text/sentence';
import { placeOf } from '../../profiles/errors';
import { useExplorerApi, type useExplorer as Store } from '../../state/store';
import { navigate } from '../routing';
import { draftOffThread } from './draft-off-thread';
import { saveDraft, type DraftRequest } from './draft-storage';
import { openDraft, type Drafted } from './open-draft';

const modelNoteOf = (files: readonly File[], inv: Inventory) =>
  `Read ${files.map((m) => m.name).join(', ')}: ${countOf(inv.tensors.length, 'tensor')}, ${inv.facts.blockCount ?? 'unknown'} layers.`;

export function usePasteDraft(useExplorer: typeof Store, onClose: () => void) {
  const hardwareRequested = useExplorer((s) => s.hardwareRequested);
  const store = useExplorerApi();
  const [drafted, setDrafted] = useState<Drafted>();
  const [modelNote, setModelNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  const read = async (request: DraftRequest, files: readonly File[]) => {
    setBusy(true);
    try {
      if ('id' in request.hardware) await hardwareRequested([request.hardware.id]);
      const hardware = store.getState().hardware;
      const r = await draftOffThread({ request, hardware, files });
      if (!r.ok) return void setDrafted({ ok: false, message: r.message });
      const inv = r.drafted.ok ? r.drafted.setup.inventory : undefined;
      setModelNote(inv ? modelNoteOf(files, inv) : '');
      setDrafted(r.drafted);
    } finally {
      setBusy(false);
    }
  };

  const open = async () => {
    if (!drafted?.ok) return;
    setBusy(true);
    try {
      const { outcomes, opened } = await openDraft(drafted, store);
      const errors = outcomes.flatMap((o) => (o.kind === 'rejected' ? o.errors : []));
      if (errors.length) {
        // Never a dialog that stays open without a word: each problem, where it is.
        setDrafted({
          ok: false,
          message: `The draft did not open: ${errors.map((e) => `${e.file}: ${placeOf(e)}: ${e.message}`).join('; ')}`,
        });
        return;
      }
      const kept = saveDraft(drafted.request);
      if (opened) navigate({ kind: 'pin', id: opened });
      if (kept.kept) onClose();
      else setNotice(kept.reason);
    } finally {
      setBusy(false);
    }
  };

  return { drafted, busy, notice, modelNote, read, open };
}
