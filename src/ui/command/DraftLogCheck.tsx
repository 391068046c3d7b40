/**
 * On a draft's page: the load log attached to the draft (in "Paste your command"), read against
 * its command device by device, from the draft's setup in the store (src/state/setups.ts).
 * Nothing for a pin, or a draft without a log.
 */
import { selectSetup } from '../../state/setups';
import { useExplorer } from '../../state/store';
import { LogCheckList } from './LogCheckList';

export function DraftLogCheck({ pinId }: { pinId: string }) {
  const check = useExplorer((s) => selectSetup(s, pinId)?.check);
  return check ? <LogCheckList items={check} /> : null;
}
