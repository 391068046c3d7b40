/**
 * Which pin a comparison opens beside the one a person is reading: a pin it must not be
 * blended with (the two name each other, or one names the other), else one of the same model,
 * else one on the same hardware, else the next pin. Started from no pin (the pin list), a pair
 * that names each other comes first, then two pins of one model. Never a pin beside itself.
 */
export type PartnerFacts = {
  id: string;
  model: string;
  hardware: string;
  doNotBlendWith: readonly string[];
};

const names = (a: PartnerFacts, b: PartnerFacts) => a.doNotBlendWith.includes(b.id);

/** How close `other` is to `pin`: lower is closer; the order of the reasons above. */
const closeness = (pin: PartnerFacts, other: PartnerFacts): number =>
  names(pin, other) && names(other, pin)
    ? 0
    : names(pin, other)
      ? 1
      : names(other, pin)
        ? 2
        : other.model === pin.model
          ? 3
          : other.hardware === pin.hardware
            ? 4
            : 5;

export function comparePartner(pin: PartnerFacts, pins: readonly PartnerFacts[]): PartnerFacts | undefined {
  let best: { other: PartnerFacts; rank: number } | undefined;
  for (const other of pins) {
    if (other.id === pin.id) continue;
    const rank = closeness(pin, other);
    if (!best || rank < best.rank) best = { other, rank };
  }
  return best?.other;
}

/** The pair a comparison opens on: `current` beside its partner, or the closest pair of all. */
export function comparePair(
  current: string | undefined,
  pins: readonly PartnerFacts[],
): [string, string] | undefined {
  const open = pins.find((p) => p.id === current);
  if (open) {
    const other = comparePartner(open, pins);
    return other ? [open.id, other.id] : undefined;
  }
  let best: { pair: [string, string]; rank: number } | undefined;
  for (const a of pins) {
    const b = comparePartner(a, pins);
    if (!b) continue;
    const rank = closeness(a, b);
    if (!best || rank < best.rank) best = { pair: [a.id, b.id], rank };
  }
  return best?.pair;
}
