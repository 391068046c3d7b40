import { z } from 'zod';
import { UNKNOWN, commitSha, id, isoDate, proseSchema, text, unknownLiteral } from './primitives.ts';

/** A date as a page prints it: a day ("2025-11-10") or only a month ("January 2026" is "2026-01"). */
const printedDate = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'must be a date like 2026-01-09, or a month like 2026-01');

/**
 * The source's own date, one of: the date the page prints; the date of the commit it was read
 * at (`commit`); a release's date with the release's name; a lower bound (the commit's own
 * date was not read, but the revision holds text a dated pull request added, so it is no
 * earlier than that day); or `undated` with the reason. The code, never the author, compares
 * it with the recipe's date (isLater in domain/profile/source-dates.ts).
 */
const sourceDateSchema = z.union([
  z.strictObject({ printed: printedDate }),
  z.strictObject({ committed: isoDate }),
  z.strictObject({ released: isoDate, release: text }),
  z.strictObject({ notBefore: isoDate, because: proseSchema }),
  z.strictObject({ undated: proseSchema }),
]);

/**
 * Where a pinned commit lives, as the author checked it: on the repository's main branch (its
 * name), in a release tag, or a pull request's head (`merged: false` is shown as "not merged"),
 * or `unchecked` with the reason. A commit inside a pull request that is not its head says so
 * (`head: false`), and one that a merge left off the main branch (a squash merge) says that too
 * (`onMain: false`).
 */
const commitPlaceSchema = z.union([
  z.strictObject({ branch: text }),
  z.strictObject({ tag: text }),
  z.strictObject({
    pullRequest: z.number().int().positive(),
    merged: z.boolean(),
    head: z.literal(false).optional(),
    onMain: z.literal(false).optional(),
  }),
  z.strictObject({ unchecked: proseSchema }),
]);

export const sourceSchema = z
  .strictObject({
    id,
    /** The source's own title or name: shown as its name. */
    name: text.optional(),
    url: z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
    /** "owner/name" and a path inside it, for repository files. */
    repo: text.optional(),
    path: text.optional(),
    /** What the source states for this pin. */
    pins: proseSchema,
    /** False for a page, card or post with no commit: shown as "unpinned". */
    pinned: z.boolean().default(true),
    commit: commitSha.optional(),
    checked: z.union([isoDate, unknownLiteral]),
    /**
     * The source's own date (required): see sourceDateSchema. A source dated after the pin's
     * recipe (its `quotesFrom` source) is shown as documented after this recipe.
     */
    dated: sourceDateSchema,
    /** Where the pinned commit lives (required for a repository file read at a commit). */
    commitOn: commitPlaceSchema.optional(),
    /** How this site read it: the whole text, or excerpts only (a search excerpt, some sections). */
    read: z.enum(['in full', 'in excerpts']).optional(),
    /** The stored text of this source (or the excerpts quoted), under profiles/sources/: quotes are checked against it. */
    text: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]*\.(txt|md)$/,
        'must be a file name in profiles/sources/, like "mia-readme.txt"',
      )
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (s.pinned && !s.commit)
      ctx.addIssue({
        code: 'custom',
        path: ['commit'],
        message:
          'no commit: give the commit sha this source was read at, or mark the source unpinned ("pinned": false) with its url or name and a checked date',
      });
    if (!s.pinned && s.commit)
      ctx.addIssue({
        code: 'custom',
        path: ['commit'],
        message: 'an unpinned source has no commit: remove "commit" or set "pinned": true',
      });
    if (!s.pinned && !s.url && !s.name && !s.repo)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'an unpinned source needs a url or a name so a reader can find it',
      });
    if ('committed' in s.dated && !s.commit)
      ctx.addIssue({
        code: 'custom',
        path: ['dated'],
        message: 'a commit\'s date needs the commit: give "commit", or date the source another way',
      });
    if (s.commit && s.repo && !s.commitOn)
      ctx.addIssue({
        code: 'custom',
        path: ['commitOn'],
        message:
          'say where the commit lives: {"branch": "main"}, {"tag": "v1.0"}, {"pullRequest": 123, "merged": false} or {"unchecked": {"siteNote": "why"}}',
      });
    if (s.commitOn && !s.commit)
      ctx.addIssue({ code: 'custom', path: ['commitOn'], message: 'no commit to place: remove "commitOn"' });
    if (!s.pinned && s.checked === UNKNOWN)
      ctx.addIssue({
        code: 'custom',
        path: ['checked'],
        message: 'an unpinned source needs the date it was checked: its text can change',
      });
  });

export const observationSchema = z.strictObject({
  label: text,
  /** The figure as stated: "60.4 tok/s" or "99 vs 72 vs 37 tok/s". */
  stated: text,
  unit: text,
  configuration: proseSchema,
  /**
   * The command the source gives for this figure, word for word, when it gives one. Shown
   * beside a different launch command, the page and the brief say it is another command.
   */
  command: proseSchema.optional(),
  reportedBy: text,
  qualifier: proseSchema,
});

export type Source = z.infer<typeof sourceSchema>;
export type SourceDate = z.infer<typeof sourceDateSchema>;
export type CommitPlace = z.infer<typeof commitPlaceSchema>;
export type Observation = z.infer<typeof observationSchema>;
