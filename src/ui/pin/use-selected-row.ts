/** The row selected on the board for this pin, whose evidence disclosure opens on demand. */
import { selectSelectedComponent } from '../../state/selectors';
import { useExplorer } from '../../state/store';

export const useSelectedRow = (pinId: string): string | null =>
  useExplorer((s) => selectSelectedComponent(s, pinId));
