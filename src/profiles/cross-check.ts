/**
 * Checks that need more than one field: ids that must point at something defined, and
 * shapes the rules rely on. Each message says what is wrong and how to fix it.
 */
import type { Hardware } from '../domain/profile/schema/hardware.ts';
import type { Profile } from '../domain/profile/schema/profile.ts';
import type { StatedBytes, StatedCount } from '../domain/profile/schema/primitives.ts';
import { boardRows } from '../domain/board/rows.ts';
import { profileProse } from '../domain/profile/prose-positions.ts';
import type { ProfileError } from './errors.ts';

const isMemoryTier = (tier: string) =>
  tier === 'unified-pool' || tier === 'gpu-memory' || tier === 'host-ram';

export function crossCheck(file: string, profile: Profile, hardware: readonly Hardware[]): ProfileError[] {
  const errors: ProfileError[] = [];
  const err = (path: string, message: string) => errors.push({ file, path, message });
  const hw = hardware.find((h) => h.id === profile.hardware);
  if (!hw) {
    const known = hardware.map((h) => h.id).join(', ') || 'none';
    err(
      'hardware',
      `unknown hardware id "${profile.hardware}" (known: ${known}): add profiles/hardware/${profile.hardware}.json or name a known one`,
    );
  }
  const laneIds = new Set(hw?.lanes.map((l) => l.id) ?? []);
  const lanesList = [...laneIds].join(', ');
  const checkLane = (path: string, lane: string, allowGroups = false) => {
    if (!hw) return;
    if (allowGroups && (lane === 'ledger' || lane === 'not-stated')) return;
    if (!laneIds.has(lane))
      err(
        path,
        `residence "${lane}" is not a lane of hardware "${hw.id}" (lanes: ${lanesList}): use one of them, or add the tier to the hardware file`,
      );
  };
  const sourceIds = new Set(profile.sources.map((s) => s.id));
  const checkSource = (path: string, id: string) => {
    if (!sourceIds.has(id))
      err(path, `source id "${id}" is not defined in sources: add it to "sources" or fix the id`);
  };
  const componentIds = new Set(profile.components.map((c) => c.id));

  profile.sources.forEach((s, i) => {
    if (profile.sources.findIndex((o) => o.id === s.id) !== i)
      err(`sources[${i}].id`, `duplicate source id "${s.id}"`);
  });
  if (profile.quotesFrom) checkSource('quotesFrom', profile.quotesFrom);
  for (const { path, prose } of profileProse(profile))
    if (typeof prose === 'object' && 'quote' in prose) checkSource(`${path}.source`, prose.source);

  const checkStated = (path: string, v: StatedCount | StatedBytes) => {
    if (typeof v === 'object')
      v.conflict.forEach((c, i) => checkSource(`${path}.conflict[${i}].source`, c.source));
  };
  checkStated('tp', profile.tp);
  checkStated('ep', profile.ep);
  const m = profile.model;
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
  ).forEach((k) => checkStated(`model.${k}`, m[k]));

  // Row ids: component ids, part ids and copy ids share one namespace (links and moves name rows).
  const seen = new Map<string, string>();
  profile.components.forEach((c, i) => {
    const at = `components[${i}]`;
    const rowIds =
      typeof c.asPinned === 'string'
        ? [[c.id, `${at}.id`]]
        : 'split' in c.asPinned
          ? [[c.id, `${at}.id`], ...c.asPinned.split.map((p, j) => [p.id, `${at}.asPinned.split[${j}].id`])]
          : [
              [c.id, `${at}.id`],
              ...c.asPinned.copies.map((p, j) => [p.id, `${at}.asPinned.copies[${j}].id`]),
            ];
    for (const [id, path] of rowIds) {
      if (seen.has(id!))
        err(
          path!,
          `duplicate row id "${id}" (also ${seen.get(id!)}): give each component, part and copy its own id`,
        );
      else seen.set(id!, path!);
    }

    c.residences.forEach((r, j) => checkLane(`${at}.residences[${j}].lane`, r.lane));
    c.refusals.forEach((r, j) => checkLane(`${at}.refusals[${j}].lane`, r.lane));
    if (c.executesOn) checkLane(`${at}.executesOn.lane`, c.executesOn.lane);
    c.residences.forEach((r, j) => {
      if (c.refusals.some((x) => x.lane === r.lane))
        err(
          `${at}.refusals`,
          `lane "${r.lane}" is both described (residences[${j}]) and ruled out: keep one`,
        );
    });
    c.sources.forEach((s, j) => checkSource(`${at}.sources[${j}]`, s));
    checkStated(`${at}.fileBytes`, c.fileBytes);

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
    if (typeof a === 'string') {
      if (a === 'ledger' || a === 'not-stated' || a === 'absent') return;
      checkLane(`${at}.asPinned`, a);
      if (!c.residences.some((r) => r.lane === a))
        err(
          `${at}.asPinned`,
          `as-pinned residence "${a}" has no evidence in residences: add {"lane": "${a}", "evidence": ...} or start the row in "not-stated"`,
        );
      return;
    }
    if ('split' in a) {
      a.split.forEach((p, j) => {
        const pa = `${at}.asPinned.split[${j}]`;
        checkLane(`${pa}.lane`, p.lane, true);
        (p.residences ?? []).forEach((r, k) => checkLane(`${pa}.residences[${k}].lane`, r.lane));
        (p.refusals ?? []).forEach((r, k) => checkLane(`${pa}.refusals[${k}].lane`, r.lane));
        if (p.executesOn) checkLane(`${pa}.executesOn.lane`, p.executesOn.lane);
        const described = p.residences ?? c.residences;
        if (p.lane !== 'ledger' && p.lane !== 'not-stated' && !described.some((r) => r.lane === p.lane))
          err(
            `${pa}.lane`,
            `part "${p.id}" starts in "${p.lane}" but no residence describes it there: add the evidence to the part's or the component's residences`,
          );
      });
      return;
    }
    checkLane(`${at}.asPinned.home.lane`, a.home.lane, true);
    if (
      a.home.lane !== 'ledger' &&
      a.home.lane !== 'not-stated' &&
      !c.residences.some((r) => r.lane === a.home.lane)
    )
      err(
        `${at}.asPinned.home.lane`,
        `the home lane "${a.home.lane}" has no evidence in residences: add {"lane": "${a.home.lane}", "evidence": ...}`,
      );
    a.copies.forEach((cp, j) => {
      const ca = `${at}.asPinned.copies[${j}]`;
      checkLane(`${ca}.lane`, cp.lane);
      (cp.residences ?? []).forEach((r, k) => checkLane(`${ca}.residences[${k}].lane`, r.lane));
      (cp.refusals ?? []).forEach((r, k) => checkLane(`${ca}.refusals[${k}].lane`, r.lane));
      if (cp.lane === a.home.lane)
        err(
          `${ca}.lane`,
          `a copy cannot start in its home's lane "${cp.lane}": a copy there is not another residence`,
        );
      if (cp.residences && !cp.residences.some((r) => r.lane === cp.lane))
        err(`${ca}.residences`, `the copy's own lane "${cp.lane}" must be among its residences`);
    });
  });
  if (profile.components.some((c) => c.notLoaded && c.presence !== 'present'))
    profile.components.forEach((c, i) => {
      if (c.notLoaded && c.presence !== 'present')
        err(
          `components[${i}].notLoaded`,
          'only a present component can be "not loaded": remove notLoaded or set presence',
        );
    });

  const rowIds = new Set(boardRows(profile).map((r) => r.id));
  profile.settings.forEach((s, i) => {
    if (s.default !== undefined && !s.options.some((o) => o.value === s.default))
      err(
        `settings[${i}].default`,
        `default "${s.default}" is not one of the options: use an option's value, or leave "default" out when the source states none`,
      );
    s.options.forEach((o, j) => {
      const at = `settings[${i}].options[${j}]`;
      Object.entries(o.forces).forEach(([name, value]) => {
        const target = profile.settings.find((x) => x.name === name);
        if (!target) err(`${at}.forces.${name}`, `setting "${name}" is not defined in settings`);
        else if (!target.options.some((x) => x.value === value))
          err(`${at}.forces.${name}`, `"${value}" is not one of the options of ${name}`);
      });
      o.unloads.forEach((u, k) => {
        if (!componentIds.has(u))
          err(`${at}.unloads[${k}]`, `component id "${u}" is not defined in components`);
      });
      o.opens.forEach((x, k) => {
        if (!rowIds.has(x.row))
          err(`${at}.opens[${k}].row`, `"${x.row}" is not a component, part or copy id of this pin`);
        checkLane(`${at}.opens[${k}].lane`, x.lane);
      });
    });
  });
  profile.licenses.forEach((l, i) => {
    if (l.coversComponent && !componentIds.has(l.coversComponent))
      err(
        `licenses[${i}].coversComponent`,
        `component id "${l.coversComponent}" is not defined in components`,
      );
  });
  m.servingBytes.forEach((f, i) => {
    const at = `model.servingBytes[${i}]`;
    const lane = hw?.lanes.find((l) => l.id === f.lane);
    checkLane(`${at}.lane`, f.lane);
    if (lane && !isMemoryTier(lane.tier))
      err(`${at}.lane`, `"${f.lane}" is a ${lane.tier} tier: serving bytes are given for memory tiers only`);
    if (f.node >= profile.nodes)
      err(`${at}.node`, `node ${f.node} does not exist: this pin has ${profile.nodes} (0-based)`);
    if (lane && f.device >= lane.devicesPerNode)
      err(
        `${at}.device`,
        `device ${f.device} does not exist: "${f.lane}" has ${lane.devicesPerNode} per node (0-based)`,
      );
  });
  return errors;
}
