/**
 * Which pin a comparison opens beside the one a person is reading: a pin it must not be
 * blended with (the two name each other, or one names the other), else a related pin (one
 * lever apart, named either way), else one of the same model, else one on the same hardware,
 * else the next pin. Started from no pin (the pin list), a pair
 * that names each other comes first, then two pins of one model. Never a pin beside itself.
 */
export type PartnerFacts = {
  id: string;
  model: string;
  hardware: string;
  doNotBlendWith: readonly string[];
  /** Pins one lever apart ("Differs in one lever"); absent in an index built before it was listed. */
  related?: readonly string[];
};

const names = (a: PartnerFacts, b: PartnerFacts) => a.doNotBlendWith.includes(b.id);
const relates = (a: PartnerFacts, b: PartnerFacts) =>
  (a.related ?? []).includes(b.id) || (b.related ?? []).includes(a.id);

/** How close `other` is to `pin`: lower is closer; the order of the reasons above. */
const closeness = (pin: PartnerFacts, other: PartnerFacts): number =>
  names(pin, other) && names(other, pin)
    ? 0
    : names(pin, other)
      ? 1
      : names(other, pin)
        ? 2
        : relates(pin, other)
          ? 3
          : other.model === pin.model
            ? 4
            : other.hardware === pin.hardware
              ? 5
              : 6;

export function comparePartner(pin: PartnerFacts, pins: readonly PartnerFacts[]): PartnerFacts | undefined {
  let best: { other: PartnerFacts; rank: number } | undefined;
  for (const other of pins) {
    if (other.id === pin.id) continue;
    const rank = closeness(pin, other);
    if (!best || rank < best.rank) best = { other, rank };
  }
  return best?.other;
}

/**
 * How close each pin's closest partner is (closeness of the pair comparePartner picks), for
 * every pin at once: from who names whom and how many pins share a model or hardware, in
 * one pass over the catalogue instead of every pin against every other (a catalogue of 1,000
 * pins would be a million comparisons each time the pin list's header renders).
 */
function closestRanks(pins: readonly PartnerFacts[]): number[] {
  const counts = new Map<string, number>();
  const count = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  const n = (k: string) => counts.get(k) ?? 0;
  const byId = new Map<string, PartnerFacts[]>();
  // Ids named by a pin of another id: such a pin is a partner of rank 2 for the one it names.
  const namedByAnother = new Set<string>();
  // Ids named as related by a pin of another id: a partner of rank 3 for the one it names.
  const relatedByAnother = new Set<string>();
  for (const p of pins) {
    byId.set(p.id, [...(byId.get(p.id) ?? []), p]);
    count(`id ${p.id}`);
    count(`model ${p.model}`);
    count(`hardware ${p.hardware}`);
    count(`id+model ${p.id} ${p.model}`);
    count(`id+hardware ${p.id} ${p.hardware}`);
    for (const id of p.doNotBlendWith) if (id !== p.id) namedByAnother.add(id);
    for (const id of p.related ?? []) if (id !== p.id) relatedByAnother.add(id);
  }
  // comparePartner passes over every pin of the same id, so each count leaves those out.
  return pins.map((pin) => {
    let rank = Infinity;
    if (pins.length - n(`id ${pin.id}`) > 0) rank = 6;
    if (n(`hardware ${pin.hardware}`) - n(`id+hardware ${pin.id} ${pin.hardware}`) > 0) rank = 5;
    if (n(`model ${pin.model}`) - n(`id+model ${pin.id} ${pin.model}`) > 0) rank = 4;
    if (relatedByAnother.has(pin.id) || (pin.related ?? []).some((id) => id !== pin.id && byId.has(id)))
      rank = 3;
    if (namedByAnother.has(pin.id)) rank = 2;
    for (const id of pin.doNotBlendWith) {
      if (id === pin.id) continue;
      for (const other of byId.get(id) ?? [])
        rank = Math.min(rank, other.doNotBlendWith.includes(pin.id) ? 0 : 1);
    }
    return rank;
  });
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
  // The first pin whose closest partner is closest of all, beside that partner.
  const ranks = closestRanks(pins);
  let best = -1;
  ranks.forEach((r, i) => {
    if (r !== Infinity && (best < 0 || r < ranks[best]!)) best = i;
  });
  if (best < 0) return undefined;
  const a = pins[best]!;
  const b = comparePartner(a, pins);
  return b ? [a.id, b.id] : undefined;
}
