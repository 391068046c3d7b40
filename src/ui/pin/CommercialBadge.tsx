/**
 * A licence's commercial use as a badge: its value in words as well as colour; "unknown" and
 * "restricted" share no green because neither is a green light. On a pin card it summarises the
 * pin's licences (restricted beats unknown beats allowed), as the commercial-use filter reads it.
 */
import type { License } from '../../domain/profile/schema/licenses';

const TONE: Record<License['commercialUse'], 'ok' | 'warn' | 'danger'> = {
  allowed: 'ok',
  unknown: 'warn',
  restricted: 'danger',
};
const ICON: Record<License['commercialUse'], string> = { allowed: '✓', unknown: '?', restricted: '!' };

export function CommercialBadge({
  use,
  what = 'Commercial use',
}: {
  use: License['commercialUse'];
  what?: string;
}) {
  return (
    <span className={`badge badge--${TONE[use]}`} title={`${what} ${use}`}>
      <span aria-hidden="true" className="badge-icon">
        {ICON[use]}
      </span>
      <span className="visually-hidden">{what}: </span>
      {use}
    </span>
  );
}
