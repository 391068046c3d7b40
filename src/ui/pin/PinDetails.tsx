/**
 * The pin's sections below the board: full config and source evidence, hashes, related
 * pins and the closing flags. Loaded on demand (ui/views.ts) and rendered just after the
 * first paint of the pin view.
 */
import type { Hardware } from '../../domain/profile/schema/hardware';
import type { Profile } from '../../domain/profile/schema/profile';
import { EvidenceSection } from './EvidenceSection';
import { HashesSection } from './HashesSection';
import { ClosingSection, RelatedSection } from './RelatedSection';

export function PinDetails({
  profile,
  hardware,
  selectedRow,
  knownIds,
}: {
  profile: Profile;
  hardware: Hardware | undefined;
  selectedRow: string | null;
  knownIds: readonly string[];
}) {
  return (
    <div className="pin-later">
      <EvidenceSection profile={profile} selectedRow={selectedRow} />
      <HashesSection profile={profile} hardware={hardware} />
      <RelatedSection profile={profile} knownIds={knownIds} />
      <ClosingSection profile={profile} />
    </div>
  );
}
