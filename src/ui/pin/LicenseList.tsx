/**
 * Licenses are per component (invariant 9). The commercial-use badge says its value in
 * words as well as colour; "unknown" and "restricted" share the warning style because
 * neither is a green light. The app derives no commercial recommendation of its own.
 */
import type { License } from '../../domain/profile/schema/licenses';
import type { Profile } from '../../domain/profile/schema/profile';
import { Fragment } from 'react';
import { commercialUseText, notDownloadedMark } from '../../domain/text/licence-lines';
import { unloadedBy } from '../../domain/placement/settings';
import { HEADINGS } from '../../domain/text/standing-sentences';
import { sentence } from '../../domain/text/sentence';
import { selectSettings } from '../../state/selectors';
import { useExplorer } from '../../state/store';
import { FactText } from './FactText';
import './licenses.css';
import { CommercialBadge } from './CommercialBadge';
import { ProseText } from './ProseText';

/** The summary line without its leading "component: ", which the row already shows; headlines stay prose. */
const summaryHead = (l: License): string => `${sentence(l.name)} ${commercialUseText(l)}`;

/** "not downloaded under DRAFTER=mtp" when the chosen settings unload the covered row. */
function useNotDownloaded(profile: Profile, l: License): string | undefined {
  const covered = l.coversComponent;
  return useExplorer((s) => {
    if (!covered) return undefined;
    const assignment = unloadedBy(profile, selectSettings(s, profile.id) ?? {}).get(covered);
    return assignment ? notDownloadedMark(assignment) : undefined;
  });
}

function LicenseItem({ profile, license: l }: { profile: Profile; license: License }) {
  const notDownloaded = useNotDownloaded(profile, l);
  return (
    <li className={`license license--${notDownloaded ? 'muted' : l.commercialUse}`}>
      <div className="license-head">
        <span className="license-component">{l.component}:</span>{' '}
        <span className="license-spdx">{`SPDX ${l.spdx}`}</span> <CommercialBadge use={l.commercialUse} />
        {notDownloaded && (
          <>
            {' '}
            <span className="badge badge--quiet">{notDownloaded}</span>
          </>
        )}
      </div>
      <p className="license-text">
        <FactText text={summaryHead(l)} />
        {l.headline.map((h, i) => (
          <Fragment key={i}>
            {' '}
            <ProseText value={h} />
          </Fragment>
        ))}
      </p>
    </li>
  );
}

export function LicenseList({ profile }: { profile: Profile }) {
  return (
    <section className="card" aria-labelledby="licenses-heading">
      <h2 id="licenses-heading">{HEADINGS.licenses}</h2>
      <ul className="license-list">
        {profile.licenses.map((l) => (
          <LicenseItem key={l.component} profile={profile} license={l} />
        ))}
      </ul>
    </section>
  );
}
