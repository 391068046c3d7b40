/**
 * Test helper: checks the provenance of every sentence of a profile or hardware file
 * against the stored source texts in profiles/sources/, and counts quotes and site notes.
 *
 * The check is on the whole prose value, not sentence by sentence: a quote (a plain string,
 * or `{ quote, source }`) must occur as one piece, word for word, in its source's stored
 * text. Only whitespace is normalised (runs of spaces, tabs and line breaks count as one
 * space), on both sides. Nothing else is forgiven: not case, not punctuation, not a
 * sentence order changed or two sentences joined from different places.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isSiteNote, proseText } from '../../src/domain/profile/prose';
import type { ProseAt } from '../../src/domain/profile/prose-positions';
import type { Prose } from '../../src/domain/profile/schema/primitives';
import type { Source } from '../../src/domain/profile/schema/sources';
import { SOURCES_DIR } from './pins';

// Kept under its old home for tests written before the one pin loader.
export { SOURCES_DIR };

export const normalizeWhitespace = (s: string): string => s.replace(/\s+/g, ' ').trim();

const texts = new Map<string, string | undefined>();
/** The stored text of a source file, whitespace-normalised; undefined when the file is missing. */
export function storedText(file: string): string | undefined {
  if (!texts.has(file)) {
    const path = resolve(SOURCES_DIR, file);
    texts.set(file, existsSync(path) ? normalizeWhitespace(readFileSync(path, 'utf8')) : undefined);
  }
  return texts.get(file);
}

type Owner = { sources: readonly Source[]; quotesFrom?: string | undefined };

/** Why a prose value is not a checked quote or a site note; undefined when it is one of them. */
export function provenanceProblem(p: Prose, owner: Owner): string | undefined {
  if (typeof p === 'object' && 'siteNote' in p) return undefined;
  const sourceId = typeof p === 'string' ? owner.quotesFrom : p.source;
  if (sourceId === undefined)
    return 'a plain string, but the file sets no "quotesFrom": quote a source or write a siteNote';
  const source = owner.sources.find((s) => s.id === sourceId);
  if (!source) return `quotes source "${sourceId}", which is not in sources`;
  if (!source.text) return `quotes source "${sourceId}", which has no stored text`;
  const stored = storedText(source.text);
  if (stored === undefined) return `the stored text profiles/sources/${source.text} is missing`;
  if (!stored.includes(normalizeWhitespace(proseText(p))))
    return `not found word for word in profiles/sources/${source.text}`;
  return undefined;
}

export type ProvenanceProblem = { path: string; text: string; problem: string };

export function provenanceProblems(all: readonly ProseAt[], owner: Owner): ProvenanceProblem[] {
  return all.flatMap(({ path, prose }) => {
    const problem = provenanceProblem(prose, owner);
    return problem ? [{ path, text: proseText(prose), problem }] : [];
  });
}

export type ProvenanceCount = { total: number; quotes: number; siteNotes: number };

/** How many prose values are quotes and how many are site notes. */
export function provenanceCount(all: readonly ProseAt[]): ProvenanceCount {
  const siteNotes = all.filter((x) => isSiteNote(x.prose)).length;
  return { total: all.length, quotes: all.length - siteNotes, siteNotes };
}
