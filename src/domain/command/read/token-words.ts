/**
 * The words both surfaces (the CLI's text and the dialog) use for what the reader did with
 * each word of a paste, and the one-line summary a draft carries: one wording, two formatters.
 */
import type { CommandReading } from '../reading';
import { FAMILY_INFO } from '../runtime';
import type { Accounting, TokenAccount, TokenKind } from './token-accounting';

export const TOKEN_KIND_WORDS: Record<TokenKind, string> = {
  noise: 'intake noise, stripped',
  program: 'the program',
  environment: 'environment, read',
  described: 'read, with its effect',
  read: 'read, its effect not described here',
  unknown: 'unknown to this runtime at this version',
  refused: 'refused by this build',
  'not-evaluated': 'not evaluated (a substitution)',
  positional: 'not read: not a flag or a flag\u2019s value',
  'other-command': 'not read: another command of the paste',
};

/** "unknown to this runtime at this version; nearest known flag: --n-gpu-layers". */
export const tokenWhat = (t: TokenAccount): string =>
  `${TOKEN_KIND_WORDS[t.kind]}${t.detail ? ` (${t.detail})` : ''}${t.nearest ? `; nearest known flag: ${t.nearest}` : ''}`;

/** "--n-gpu-layer: unknown to this runtime at this version; nearest known flag: --n-gpu-layers". */
export const tokenLine = (t: TokenAccount): string => `${t.text}: ${tokenWhat(t)}`;

/** "Could not read 2 of 15 words of the command: …", or that every word was read. */
export function unreadSummary(a: Accounting): string {
  const read = a.total - a.unread;
  const head =
    a.unread === 0
      ? `Read all ${a.total} words of the command.`
      : `Could not read ${a.unread} of the command\u2019s ${a.total} words (read ${read}).`;
  const others = a.others.length
    ? ` The paste has ${a.others.length} other command${a.others.length === 1 ? '' : 's'} or line${a.others.length === 1 ? '' : 's'}, not read.`
    : '';
  return head + others;
}

/** How the runtime was chosen and what else the evidence allows. */
export function runtimeChoiceText(r: CommandReading): string {
  const alt = r.runtimeAlternatives.length
    ? ` The command also fits ${r.runtimeAlternatives.map((f) => FAMILY_INFO[f].name).join(', ')}: name the runtime if it is ${r.runtimeAlternatives.length === 1 ? 'that one' : 'one of those'}.`
    : '';
  const accepts = r.accepts.length
    ? ` Flags each runtime knows: ${r.accepts.map((a) => `${FAMILY_INFO[a.family].name} ${a.known} of ${a.total}`).join(', ')}.`
    : '';
  return `${alt}${accepts}`.trim();
}

/** "CUDA_VISIBLE_DEVICES=2,3,0,1: the runtime sees 4 devices; its device 0 is physical device 2". */
export function environmentLine(e: CommandReading['environment'][number]): string {
  const set = `${e.name}=${e.value ?? ''}`;
  if (e.effect === 'devices' && e.devices)
    return `${set}: the runtime sees ${e.devices.length} device${e.devices.length === 1 ? '' : 's'}, numbered in this order (its device 0 is the system's device ${e.devices[0]}); the others are hidden from it.`;
  if (e.effect === 'flag') return `${set}: read as the flag it stands for (listed with the flags).`;
  return `${set}: read; its effect is not described here.`;
}
