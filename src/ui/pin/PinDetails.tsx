/**
 * The pin's sections below the board: full config and source evidence, hashes, related
 * pins and the closing flags. Loaded on demand (ui/views.ts) and rendered just after the
 * first paint of the pin view; on a prerendered page, hydrated once their code is in, after
 * the board.
 */
import { useShallow } from 'zustand/react/shallow';
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import { selectPinEntries } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { EvidenceSection } from './EvidenceSection';
import { HashesSection } from './HashesSection';
import { KvRanksNote } from './KvRanksNote';
import { ClosingSection, RelatedSection } from './RelatedSection';

export function PinDetails({
  profile,
  hardware,
  selectedRow,
}: {
  profile: Profile;
  hardware: Hardware | undefined;
  selectedRow: string | null;
}) {
  // Read here, not passed down: the catalogue arriving must not touch the pin view's
  // boundary around these sections while it waits for their code (PinView.tsx).
  const knownIds = useExplorer(useShallow((s) => selectPinEntries(s).map((p) => p.id)));
  return (
    <div className="pin-later">
      <KvRanksNote profile={profile} />
      <EvidenceSection profile={profile} selectedRow={selectedRow} />
      <HashesSection profile={profile} hardware={hardware} />
      <RelatedSection profile={profile} knownIds={knownIds} />
      <ClosingSection profile={profile} />
    </div>
  );
}
