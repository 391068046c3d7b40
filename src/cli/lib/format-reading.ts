/**
 * A command reading as plain text for the terminal: each component and part with where it
 * lives (the hardware's lane names when a hardware file is given), the flag and rule that put
 * it there with the runtime's own words and where they come from; then every flag as read,
 * the settings, conflicts, assumptions and what is not known.
 */
import type { CommandReading, PartReading, Residence } from '../../domain/command/reading';
import type { Citation } from '../../domain/command/registry/types';
import { runtimeLabel } from '../../domain/command/runtime';
import { countOf } from '../../domain/text/sentence';
import {
  environmentLine,
  runtimeChoiceText,
  tokenLine,
  unreadSummary,
} from '../../domain/command/read/token-words';
import { RUNTIME_SOURCES } from '../../domain/command/registry/sources';
import type { Hardware } from '../../domain/profile/schema/hardware';

const sourceLabel = (id: string): string => {
  const s = RUNTIME_SOURCES.find((x) => x.id === id);
  if (!s) return id;
  const where =
    'repo' in s && s.repo ? `${s.repo} ${s.path}@${s.commit.slice(0, 8)}` : 'url' in s ? s.url : '';
  return `${s.name}, ${where}`;
};

const citeLine = (c: Citation): string => `"${c.quote}" (${sourceLabel(c.source)})`;

function residenceText(r: Residence, hardware: Hardware | undefined): string {
  if (r.kind === 'decided-at-run-time') return 'decided at run time';
  if (r.kind === 'not-stated') return 'not stated';
  if (r.kind === 'not-loaded') return 'not loaded by the runtime';
  const lane = hardware?.lanes.find(
    (l) => l.tier === r.tier || (r.tier !== 'kv-backend' && l.tier === 'unified-pool'),
  );
  const name = lane ? lane.label : r.tier;
  const extra = [r.device, r.splitAcrossDevices ? 'split across the GPUs' : undefined]
    .filter(Boolean)
    .join(', ');
  return extra ? `${name} (${extra})` : name;
}

/** Citations are numbered once and referred to by number, so a rule quoted by many parts is printed once. */
class Citations {
  list: Citation[] = [];
  ref(c: Citation): number {
    const i = this.list.findIndex((x) => x.quote === c.quote && x.source === c.source);
    if (i >= 0) return i + 1;
    this.list.push(c);
    return this.list.length;
  }
  refs(cs: readonly Citation[]): string {
    return cs.length ? ` [${cs.map((c) => this.ref(c)).join(', ')}]` : '';
  }
}

function partLines(p: PartReading, hardware: Hardware | undefined, cites: Citations): string[] {
  const marks = [
    p.copy ? `copy: ${p.copy}` : undefined,
    p.perRank ? 'per rank' : undefined,
    p.share,
    typeof p.fileBytes === 'number' && p.tensorCount !== undefined
      ? `${p.fileBytes.toLocaleString('en-US')} bytes of the file, ${countOf(p.tensorCount, 'tensor')}`
      : undefined,
  ].filter(Boolean);
  const out = [
    `  - ${p.label}: ${residenceText(p.residence, hardware)}${marks.length ? ` [${marks.join('; ')}]` : ''}`,
  ];
  if (p.condition) out.push(`      (${p.condition})`);
  for (const b of p.because) out.push(`      ${b.flag ? `${b.flag}: ` : ''}${b.rule}${cites.refs(b.cite)}`);
  return out;
}

export function readingText(r: CommandReading, hardware: Hardware | undefined): string {
  const cites = new Citations();
  // In page order; the sections that cite number their citations as they are written.
  const out = [
    ...headLines(r, hardware, cites),
    ...componentLines(r, hardware, cites),
    ...assumptionLines(r, hardware),
    ...patternLines(r),
    ...conflictLines(r, cites),
    ...flagLines(r, cites),
    ...settingLines(r),
    ...pasteLines(r),
    '',
    'Citations (the runtime\u2019s own words, stored under profiles/sources/):',
    ...cites.list.map((c, i) => `[${i + 1}] ${citeLine(c)}`),
  ];
  return `${out.join('\n')}\n`;
}

/** The runtime, the program, the form, the words read, the environment, model and hardware. */
function headLines(r: CommandReading, hardware: Hardware | undefined, cites: Citations): string[] {
  const out = [
    `Runtime: ${runtimeLabel(r.runtime)}, ${r.runtimeFrom === 'given' ? 'as given' : `from ${r.runtimeFrom}`}.`,
  ];
  const choice = runtimeChoiceText(r);
  if (choice) out.push(choice);
  if (r.program)
    out.push(`Program: ${r.program}${r.wrappers.length ? ` (inside ${r.wrappers.join(', ')})` : ''}.`);
  else if (r.argsOnly) out.push('Program: none named (the paste is the runtime’s arguments alone).');
  if (r.form !== 'shell') out.push(`Read from a ${r.form === 'yaml' ? 'YAML' : 'JSON'} argument list.`);
  out.push(unreadSummary(r.accounting));
  for (const e of r.environment)
    out.push(`Environment: ${environmentLine(e)}${e.cite ? cites.refs([e.cite]) : ''}`);
  if (r.model) out.push(`Model: ${r.model}`);
  if (hardware) out.push(`Hardware: ${hardware.label} (${hardware.id}).`);
  return out;
}

function componentLines(r: CommandReading, hardware: Hardware | undefined, cites: Citations): string[] {
  const out = ['', 'Where each component lives (this reading of the command, not a measurement):'];
  for (const c of r.components) {
    out.push(
      `${c.label}${c.presence === 'not-stated' ? ' (the command does not say the model has it)' : ''}`,
    );
    for (const p of c.parts) out.push(...partLines(p, hardware, cites));
  }
  return out;
}

/** The builds the version does not settle, and where each part lives without each. */
function assumptionLines(r: CommandReading, hardware: Hardware | undefined): string[] {
  if (!r.assumptions.length) return [];
  const out = ['', 'Assumed (the version does not settle it):'];
  for (const a of r.assumptions)
    out.push(`- a build with ${a.change.family} PR #${a.change.pr} (merged ${a.change.merged}); ${a.why}.`);
  for (const alt of r.alternatives) {
    out.push(`Without PR #${alt.assumption.change.pr}:`);
    for (const c of alt.components)
      for (const p of c.parts) out.push(`  - ${p.label}: ${residenceText(p.residence, hardware)}`);
  }
  return out;
}

function patternLines(r: CommandReading): string[] {
  if (!r.patterns.length) return [];
  return [
    '',
    `What each -ot pattern matched (${r.patterns[0]!.on === 'file' ? "the file's tensor names" : "this reader's stand-in names, no model file header"}):`,
    ...r.patterns.map(
      (p) =>
        `- "${p.pattern}=${p.buffer}": placed ${countOf(p.placed, 'tensor')}${p.shadowed ? `; ${p.shadowed} more it matches were placed by an earlier pattern (first wins)` : ''}${p.placed + p.shadowed === 0 ? '; matches nothing' : ''}`,
    ),
  ];
}

function conflictLines(r: CommandReading, cites: Citations): string[] {
  if (!r.conflicts.length) return [];
  return [
    '',
    'Conflicts:',
    ...r.conflicts.map(
      (c) => `- ${c.what}. ${c.rule}${c.aborts ? ' (the load stops)' : ''}${cites.refs(c.cite)}`,
    ),
  ];
}

type Flag = CommandReading['flags'][number];

/** What this reader knows of a flag: the runtime's words, read only, refused by the build, or unknown. */
function flagStatus(f: Flag, cites: Citations): string {
  if (f.status === 'described')
    return f.entry!.cite ? `"${f.entry!.cite.quote}"${cites.refs([f.entry!.cite])}` : '';
  if (f.status === 'read') return 'read, its effect is not described here';
  if (f.status === 'refused')
    return `refused by this build: ${f.versionNote?.why ?? ''}${f.versionNote ? cites.refs([f.versionNote.cite]) : ''}`;
  return 'unknown to this runtime at this version';
}

function flagLines(r: CommandReading, cites: Citations): string[] {
  const out = ['', 'Flags:'];
  for (const f of r.flags) {
    const shown = `${f.written}${f.value !== undefined ? ` ${f.value}` : ''}${f.from === 'env' ? ' (environment)' : ''}`;
    const status = flagStatus(f, cites);
    const nearest = f.nearest ? ` (nearest known flag: ${f.nearest})` : '';
    out.push(`- ${shown}: ${status}${nearest}${f.replacedBy ? ` (replaced by ${f.replacedBy})` : ''}`);
    if (f.status !== 'refused' && f.versionNote)
      out.push(`    ${f.versionNote.why}${cites.refs([f.versionNote.cite])}`);
    if (f.status === 'described' && f.entry!.says) out.push(`    ${f.entry!.says}`);
  }
  return out;
}

function settingLines(r: CommandReading): string[] {
  if (!r.settings.length) return [];
  return [
    '',
    'Settings as this command states them:',
    ...r.settings.map(
      (s) =>
        `- ${s.flag} = ${s.value}${s.unstated ? ' (from the shell environment: not stated in the paste)' : ''}`,
    ),
  ];
}

/** What is not known, every word of the paste, the other commands in it and its problems. */
function pasteLines(r: CommandReading): string[] {
  const out: string[] = [];
  if (r.unknowns.length) out.push('', 'Not known here:', ...r.unknowns.map((u) => `- ${u}`));
  out.push('', 'Every word of the paste:', ...r.accounting.tokens.map((t) => `- ${tokenLine(t)}`));
  if (r.accounting.tokens.length < r.accounting.total)
    out.push(`  (the first ${r.accounting.tokens.length} of ${r.accounting.total} are listed)`);
  if (r.accounting.others.length)
    out.push('', 'Other commands in the paste (not read):', ...r.accounting.others.map((o) => `- ${o.text}`));
  if (r.problems.length) out.push('', 'Problems in the paste:', ...r.problems.map((p) => `- ${p}`));
  return out;
}
