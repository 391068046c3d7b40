/**
 * The generated pins' sources (tests/helpers/generated-pins.ts): the two every pin quotes, and a
 * third in one of the shapes a source may take (pinned at a commit on a branch, a tag or a pull
 * request, or left unchecked; unpinned; dated by the page, the commit, a release, a lower bound,
 * or undated; read in full or in excerpts; checked on a day or not).
 */
import fc from 'fast-check';
import { SOURCES, proseArb } from './values';

/** Sentences of a source: hardware files may have no `quotesFrom`, so no plain quote. */
const sentence = proseArb(false);
const day = fc.constantFrom('2026-10-02', '2026-11-20', '2026-12-01');

const datedArb = (commit: boolean) =>
  fc.oneof(
    fc.record({ printed: fc.constantFrom('2026-11-10', '2026-01') }),
    ...(commit ? [fc.record({ committed: day })] : []),
    fc.record({ released: day, release: fc.constant('v1.2.0') }),
    fc.record({ notBefore: day, because: sentence }),
    fc.record({ undated: sentence }),
  );

const commitOnArb = fc.oneof(
  fc.record({ branch: fc.constant('main') }),
  fc.record({ tag: fc.constant('v1.2.0') }),
  fc.record(
    {
      pullRequest: fc.integer({ min: 1, max: 99_999 }),
      merged: fc.boolean(),
      head: fc.constant(false as const),
      onMain: fc.constant(false as const),
    },
    { requiredKeys: ['pullRequest', 'merged'] },
  ),
  fc.record({ unchecked: sentence }),
);

const pinnedArb = fc.record(
  {
    id: fc.constant('gen-extra'),
    name: fc.constant('Generated release notes'),
    repo: fc.constant('example/generated-runtime'),
    path: fc.constant('docs/release-notes.md'),
    pins: sentence,
    pinned: fc.constant(true),
    commit: fc.constant('89abcdef0123456789abcdef0123456789abcdef'),
    checked: fc.oneof(day, fc.constant('unknown')),
    dated: datedArb(true),
    commitOn: commitOnArb,
    read: fc.constantFrom('in full', 'in excerpts'),
  },
  { requiredKeys: ['id', 'repo', 'pins', 'pinned', 'commit', 'checked', 'dated', 'commitOn'] },
);

const unpinnedArb = fc.record(
  {
    id: fc.constant('gen-extra'),
    name: fc.constant('Generated forum thread'),
    url: fc.constant('https://example.org/generated-forum-thread'),
    pins: sentence,
    pinned: fc.constant(false),
    checked: day,
    dated: datedArb(false),
    read: fc.constantFrom('in full', 'in excerpts'),
  },
  { requiredKeys: ['id', 'url', 'pins', 'pinned', 'checked', 'dated'] },
);

/** The two quoted sources, and maybe a third of any shape. */
export const sourcesArb = fc
  .option(fc.oneof(pinnedArb, unpinnedArb))
  .map((extra) => (extra === null ? SOURCES : [...SOURCES, extra]));
