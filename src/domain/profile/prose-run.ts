/**
 * Sentences of a profile shown one after another (board notes, a license's headline) may
 * quote different sources. Run together they read as one garbled sentence ("…in the CPU I
 * told llama.cpp…"), so each keeps its own boundary: a quote that is not a whole sentence is
 * set in quotation marks, and when the run mixes sources each quote names its own quietly.
 */
import { proseOrigin, proseText, type ProseOrigin } from './prose';
import type { Prose } from './schema/primitives';
import type { Source } from './schema/sources';

export type RunItem = {
  text: string;
  origin: ProseOrigin;
  /** Not a whole sentence as quoted (no capital at the start or no closing mark at the end). */
  fragment: boolean;
  /** The run mixes sources: this quote names its source, whatever the provenance switch says. */
  attribute: boolean;
};

const STARTS_A_SENTENCE = /^[\p{Lu}\p{N}"“'‘(`[-]/u;
const ENDS_A_SENTENCE = /[.!?…:;)"”'’`\]]$/u;

export const isWholeSentence = (text: string): boolean =>
  STARTS_A_SENTENCE.test(text.trim()) && ENDS_A_SENTENCE.test(text.trim());

const originKey = (o: ProseOrigin): string =>
  o.kind === 'site-note' ? 'site-note' : `quote:${o.sourceId ?? ''}`;

export function proseRun(
  values: readonly Prose[],
  owner: { sources: readonly Source[]; quotesFrom?: string | undefined },
): RunItem[] {
  const items = values.map((value) => {
    const origin = proseOrigin(value, owner);
    const text = proseText(value);
    return { text, origin, fragment: origin.kind === 'quote' && !isWholeSentence(text) };
  });
  const quoted = new Set(items.filter((i) => i.origin.kind === 'quote').map((i) => originKey(i.origin)));
  const mixed = new Set(items.map((i) => originKey(i.origin))).size > 1 && quoted.size > 0;
  return items.map((i) => ({ ...i, attribute: mixed && i.origin.kind === 'quote' }));
}
