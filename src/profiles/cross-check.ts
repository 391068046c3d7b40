/**
 * Checks that need more than one field: ids that must point at something defined, and
 * shapes the rules rely on. Each message says what is wrong and how to fix it.
 */
import type { Hardware } from '../domain/profile/schema/hardware.ts';
import type { Profile } from '../domain/profile/schema/profile.ts';
import { profileProse } from '../domain/profile/prose-positions.ts';
import type { ProfileError } from './errors.ts';
import { holdsRuntime } from '../domain/profile/tiers.ts';
import { matchPinned } from '../domain/profile/schema/pinned-shape.ts';
import { isBoardGroup } from '../domain/rows/board-groups.ts';
import { checker, type Checker } from './checker.ts';
import { checkSettings } from './cross-check-settings.ts';
import { didYouMean } from './nearest.ts';

/** Where the files are checked, for the advice a missing hardware file gets. */
export type CheckContext = {
  /** Every hardware id that could be named (a catalogue serves more than is loaded); default: `hardware`. */
  knownHardware?: readonly string[];
  /** A local file opened in the browser, not a file of this repository. */
  local?: boolean;
};

function unknownHardware(id: string, known: readonly string[], local: boolean): string {
  const list = known.length ? known.join(', ') : 'none';
  const fix = local
    ? `open its hardware file (a JSON file with "lanes") together with this one, or name one of the known hardware ids`
    : `add profiles/hardware/${id}.json or name a known one`;
  return `unknown hardware id ${JSON.stringify(id)}${didYouMean(id, known)} (known: ${list}): ${fix}`;
}

type Component = Profile['components'][number];

export function crossCheck(
  file: string,
  profile: Profile,
  hardware: readonly Hardware[],
  context: CheckContext = {},
): ProfileError[] {
  const errors: ProfileError[] = [];
  const err = (path: string, message: string) => errors.push({ file, path, message });
  const hw = hardware.find((h) => h.id === profile.hardware);
  if (!hw) {
    const known = [...new Set([...(context.knownHardware ?? []), ...hardware.map((h) => h.id)])].sort();
    err('hardware', unknownHardware(profile.hardware, known, context.local ?? false));
  }
  const c = checker(profile, hw, err);
  checkSources(c);
  checkModelCounts(c);
  // Row ids: component ids, part ids and copy ids share one namespace (links and moves name rows).
  const seen = new Map<string, string>();
  profile.components.forEach((component, i) => {
    const at = `components[${i}]`;
    checkRowIds(c, component, at, seen);
    checkComponentRefs(c, component, at);
    checkPresence(c, component, at);
  });
  checkNotLoaded(c);
  checkSettings(c);
  checkLicenses(c);
  checkServingBytes(c);
  return errors;
}

/** Source ids defined once, and every quote's source defined. */
function checkSources({ profile, err, checkSource }: Checker): void {
  profile.sources.forEach((s, i) => {
    if (profile.sources.findIndex((o) => o.id === s.id) !== i)
      err(`sources[${i}].id`, `duplicate source id "${s.id}"`);
  });
  if (profile.quotesFrom) checkSource('quotesFrom', profile.quotesFrom);
  for (const { path, prose } of profileProse(profile))
    if (typeof prose === 'object' && 'quote' in prose) checkSource(`${path}.source`, prose.source);
}

/** The stated counts' sources: parallelism and the model's figures. */
function checkModelCounts({ profile, checkStated }: Checker): void {
  checkStated('tp', profile.tp);
  checkStated('ep', profile.ep);
  (
    [
      'totalParameters',
      'activeParameters',
      'layers',
      'fileBytes',
      'routedExperts',
      'expertsPerToken',
      'moeIntermediate',
    ] as const
  ).forEach((k) => checkStated(`model.${k}`, profile.model[k]));
}

/** A component's own id and its parts' and copies' ids, each new in the pin (`seen` holds those before). */
function checkRowIds({ err }: Checker, c: Component, at: string, seen: Map<string, string>): void {
  const rowIds = [
    [c.id, `${at}.id`],
    ...matchPinned(c.asPinned, {
      whole: () => [],
      split: ({ parts }) => parts.map((p, j) => [p.id, `${at}.asPinned.split[${j}].id`]),
      copies: ({ copies }) => copies.map((p, j) => [p.id, `${at}.asPinned.copies[${j}].id`]),
    }),
  ];
  for (const [id, path] of rowIds) {
    if (seen.has(id!))
      err(
        path!,
        `duplicate row id "${id}" (also ${seen.get(id!)}): give each component, part and copy its own id`,
      );
    else seen.set(id!, path!);
  }
}

/** The lanes and sources a component names exist, and no lane is both described and ruled out. */
function checkComponentRefs(
  { err, checkLane, checkSource, checkStated }: Checker,
  c: Component,
  at: string,
): void {
  c.residences.forEach((r, j) => checkLane(`${at}.residences[${j}].lane`, r.lane));
  c.refusals.forEach((r, j) => checkLane(`${at}.refusals[${j}].lane`, r.lane));
  if (c.executesOn) checkLane(`${at}.executesOn.lane`, c.executesOn.lane);
  c.residences.forEach((r, j) => {
    if (c.refusals.some((x) => x.lane === r.lane))
      err(`${at}.refusals`, `lane "${r.lane}" is both described (residences[${j}]) and ruled out: keep one`);
  });
  c.sources.forEach((s, j) => checkSource(`${at}.sources[${j}]`, s));
  checkStated(`${at}.fileBytes`, c.fileBytes);
}

/** Where a component starts agrees with its presence, and a present one's start has evidence. */
function checkPresence(k: Checker, c: Component, at: string): void {
  const { err } = k;
  const a = c.asPinned;
  if (c.presence === 'absent') {
    if (a !== 'absent') err(`${at}.asPinned`, 'an absent component must have asPinned "absent"');
    if (c.residences.length > 0)
      err(`${at}.residences`, 'an absent component has no residences: remove them');
    if (!c.absentReason)
      err(
        `${at}.absentReason`,
        'an absent component needs the reason it is refused everywhere: add "absentReason"',
      );
    return;
  }
  if (c.presence === 'not-stated') {
    if (a !== 'not-stated')
      err(
        `${at}.asPinned`,
        'a component whose presence is not stated starts in "not-stated": set asPinned to "not-stated"',
      );
    return;
  }
  if (a === 'absent')
    err(
      `${at}.asPinned`,
      'a present component cannot start in the absent list: give its lane, or "not-stated"',
    );
  checkPinnedShape(k, c, at);
}

/** A present component's as-pinned place, whole, split or copied: its lanes exist and are described. */
function checkPinnedShape({ err, checkLane }: Checker, c: Component, at: string): void {
  matchPinned(c.asPinned, {
    whole: ({ at: lane }) => {
      if (isBoardGroup(lane)) return;
      // A lane that does not exist is the problem to fix, not its missing evidence.
      if (checkLane(`${at}.asPinned`, lane) && !c.residences.some((r) => r.lane === lane))
        err(
          `${at}.asPinned`,
          `as-pinned residence "${lane}" has no evidence in residences: add {"lane": "${lane}", "evidence": ...} or start the row in "not-stated"`,
        );
    },
    split: ({ parts }) =>
      parts.forEach((p, j) => {
        const pa = `${at}.asPinned.split[${j}]`;
        const known = checkLane(`${pa}.lane`, p.lane, true);
        (p.residences ?? []).forEach((r, k) => checkLane(`${pa}.residences[${k}].lane`, r.lane));
        (p.refusals ?? []).forEach((r, k) => checkLane(`${pa}.refusals[${k}].lane`, r.lane));
        if (p.executesOn) checkLane(`${pa}.executesOn.lane`, p.executesOn.lane);
        const described = p.residences ?? c.residences;
        if (known && !isBoardGroup(p.lane) && !described.some((r) => r.lane === p.lane))
          err(
            `${pa}.lane`,
            `part "${p.id}" starts in "${p.lane}" but no residence describes it there: add the evidence to the part's or the component's residences`,
          );
      }),
    copies: ({ home, copies }) => {
      if (
        checkLane(`${at}.asPinned.home.lane`, home.lane, true) &&
        !isBoardGroup(home.lane) &&
        !c.residences.some((r) => r.lane === home.lane)
      )
        err(
          `${at}.asPinned.home.lane`,
          `the home lane "${home.lane}" has no evidence in residences: add {"lane": "${home.lane}", "evidence": ...}`,
        );
      copies.forEach((cp, j) => {
        const ca = `${at}.asPinned.copies[${j}]`;
        checkLane(`${ca}.lane`, cp.lane);
        (cp.residences ?? []).forEach((r, k) => checkLane(`${ca}.residences[${k}].lane`, r.lane));
        (cp.refusals ?? []).forEach((r, k) => checkLane(`${ca}.refusals[${k}].lane`, r.lane));
        if (cp.lane === home.lane)
          err(
            `${ca}.lane`,
            `a copy cannot start in its home's lane "${cp.lane}": a copy there is not another residence`,
          );
        if (cp.residences && !cp.residences.some((r) => r.lane === cp.lane))
          err(`${ca}.residences`, `the copy's own lane "${cp.lane}" must be among its residences`);
      });
    },
  });
}

function checkNotLoaded({ profile, err }: Checker): void {
  profile.components.forEach((c, i) => {
    if (c.notLoaded && c.presence !== 'present')
      err(
        `components[${i}].notLoaded`,
        'only a present component can be "not loaded": remove notLoaded or set presence',
      );
  });
}

function checkLicenses({ profile, err, componentIds }: Checker): void {
  profile.licenses.forEach((l, i) => {
    if (l.coversComponent && !componentIds.has(l.coversComponent))
      err(
        `licenses[${i}].coversComponent`,
        `component id "${l.coversComponent}" is not defined in components`,
      );
  });
}

/** Serving bytes name a lane that holds runtime memory, and a node and device that exist. */
function checkServingBytes({ profile, hw, err, checkLane }: Checker): void {
  profile.model.servingBytes.forEach((f, i) => {
    const at = `model.servingBytes[${i}]`;
    const lane = hw?.lanes.find((l) => l.id === f.lane);
    checkLane(`${at}.lane`, f.lane);
    if (lane && !holdsRuntime(lane))
      err(
        `${at}.lane`,
        `"${f.lane}" is a ${lane.tier} tier: serving bytes are given for tiers that hold runtime memory only`,
      );
    if (f.node >= profile.nodes)
      err(`${at}.node`, `node ${f.node} does not exist: this pin has ${profile.nodes} (0-based)`);
    if (lane && f.device >= lane.devicesPerNode)
      err(
        `${at}.device`,
        `device ${f.device} does not exist: "${f.lane}" has ${lane.devicesPerNode} per node (0-based)`,
      );
  });
}
