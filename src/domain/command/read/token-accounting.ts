/**
 * Every word of a paste, accounted for: what the reader did with it. Nothing is dropped in
 * silence: a prompt or a wrapper is listed as intake noise, a flag as read (with or without a
 * described effect), unknown to this runtime (with the nearest known flag) or refused by this
 * build, a substitution as not evaluated, and the words of other commands in the paste as not
 * read. The count of words the reader could not read goes with the draft.
 */
import type { Intake } from './intake';
import type { ParsedFlag } from './parse-flags';
import type { Word } from './tokenize';
import type { Found } from './unwrap';

export type TokenKind =
  /** A prompt, a YAML key, a wrapper such as sudo or numactl and its options: stripped. */
  | 'noise'
  /** The program, module or image that names the runtime. */
  | 'program'
  /** An environment assignment: read into the reading. */
  | 'environment'
  /** A flag (or its value) whose effect this site describes, with the runtime's words. */
  | 'described'
  /** A flag (or its value) this runtime knows, whose effect is not described here. */
  | 'read'
  /** A flag no build of this runtime that the reader knows has. */
  | 'unknown'
  /** A flag this build stops at. */
  | 'refused'
  /** A substitution kept whole: the shell would give its value. */
  | 'not-evaluated'
  /** A word that is not a flag nor its value (a positional model is read as the model). */
  | 'positional'
  /** A word of another command or line of the paste: not read. */
  | 'other-command';

export type TokenAccount = {
  text: string;
  at: number;
  kind: TokenKind;
  /** The flag it is the value of, the kind of noise, or the evaluated arithmetic. */
  detail?: string;
  /** For an unknown or refused flag: the nearest flag this build knows. */
  nearest?: string;
};

export type Accounting = {
  tokens: TokenAccount[];
  /** Words of the read command (and its environment) that the reader could not read. */
  unread: number;
  /** Words of the read command and its environment. */
  total: number;
  /** The other commands of the paste, by their first words: listed, not read. */
  others: { at: number; text: string }[];
};

const UNREAD: ReadonlySet<TokenKind> = new Set(['unknown', 'refused', 'not-evaluated', 'positional']);
/** A paste of 100,000 flags is counted whole but listed up to here. */
export const MAX_LISTED_TOKENS = 5000;

const flagKind = (f: ParsedFlag): TokenKind =>
  f.status === 'described' ? 'described' : f.status === 'read' ? 'read' : f.status;

const arithmetic = (w: Word): string | undefined => {
  const done = w.subs.filter((s) => s.value !== undefined);
  return done.length ? done.map((s) => `${s.text} = ${s.value}`).join(', ') : undefined;
};

/** The tokens listed so far, and the counts of every word, listed or not. */
type Tally = { tokens: TokenAccount[]; unread: number; total: number };
type Extra = Omit<TokenAccount, 'text' | 'at' | 'kind'>;
/** The flag a word is, or is the value of. */
type FlagAt = { kind: TokenKind; flag: ParsedFlag; value: boolean };

export function accountTokens(
  intake: Intake,
  found: Found,
  flags: readonly ParsedFlag[],
  positionals: readonly Word[],
): Accounting {
  const tally: Tally = { tokens: [], unread: 0, total: 0 };
  for (const n of intake.noise)
    if (tally.tokens.length < MAX_LISTED_TOKENS)
      tally.tokens.push({
        text: n.text,
        at: n.at,
        kind: 'noise',
        detail: n.why === 'prompt' ? 'shell prompt' : `${n.why} key`,
      });
  if (intake.image) count(tally, intake.image, 'program');
  const byAt = flagsByAt(flags);
  // A compose or Kubernetes environment block: an LLAMA_ARG_* twin is read as its flag.
  for (const w of intake.env) {
    const f = byAt.get(w.at);
    count(tally, w, f && f.kind !== 'described' && f.kind !== 'read' ? f.kind : 'environment');
  }
  const kindOf = readWordKind(byAt, found, positionals);
  const others: Accounting['others'] = [];
  intake.commands.forEach((words, index) => {
    if (index === found.index || found.envCommands.includes(index))
      for (const w of words) count(tally, w, ...kindOf(w));
    else if (words[0]) {
      others.push(otherCommand(words));
      for (const w of words) count(tally, w, 'other-command');
    }
  });
  tally.tokens.sort((a, b) => a.at - b.at);
  return { ...tally, others };
}

/** Counts a word (a shell expansion in it makes it not evaluated) and lists it while there is room. */
function count(tally: Tally, w: Word, kind: TokenKind, extra: Extra = {}): void {
  const k: TokenKind = w.expands && kind !== 'noise' && kind !== 'other-command' ? 'not-evaluated' : kind;
  if (k !== 'noise' && k !== 'other-command') tally.total++;
  if (UNREAD.has(k)) tally.unread++;
  if (tally.tokens.length < MAX_LISTED_TOKENS) {
    const evaluated = arithmetic(w);
    tally.tokens.push({
      text: w.text,
      at: w.at,
      kind: k,
      ...extra,
      ...(evaluated ? { detail: evaluated } : {}),
    });
  }
}

/** Each flag's word and its values' words, by offset; from the environment, the first of a name. */
function flagsByAt(flags: readonly ParsedFlag[]): Map<number, FlagAt> {
  const byAt = new Map<number, FlagAt>();
  for (const f of flags) {
    if (f.from !== 'command') {
      if (!byAt.has(f.at)) byAt.set(f.at, { kind: flagKind(f), flag: f, value: false });
      continue;
    }
    byAt.set(f.at, { kind: flagKind(f), flag: f, value: false });
    for (const a of f.valueAts) byAt.set(a, { kind: flagKind(f), flag: f, value: true });
  }
  return byAt;
}

/** What a word of the read command (or of its export lines) is. */
function readWordKind(
  byAt: ReadonlyMap<number, FlagAt>,
  found: Found,
  positionals: readonly Word[],
): (w: Word) => [TokenKind, Extra?] {
  const stray = new Set(positionals.map((w) => w.at));
  const noise = new Set(found.noise.map((w) => w.at));
  const envAt = new Set(found.env.map((e) => e.at));
  return (w) => {
    const f = byAt.get(w.at);
    if (f)
      return [
        f.kind,
        {
          ...(f.value ? { detail: `value of ${f.flag.written}` } : {}),
          ...(f.flag.nearest && !f.value ? { nearest: f.flag.nearest } : {}),
        },
      ];
    if (found.model?.at === w.at) return ['read', { detail: 'the model' }];
    if (stray.has(w.at)) return ['positional'];
    if (noise.has(w.at)) return ['noise', { detail: 'wrapper' }];
    if (envAt.has(w.at)) return ['environment'];
    if (w.text === 'export') return ['noise', { detail: 'export' }];
    return ['program'];
  };
}

/** Another command of the paste, by its first six words. */
function otherCommand(words: readonly Word[]): Accounting['others'][number] {
  const text = words
    .slice(0, 6)
    .map((w) => w.text)
    .join(' ');
  return { at: words[0]!.at, text: words.length > 6 ? `${text} …` : text };
}
