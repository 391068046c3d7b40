import { z } from 'zod';
import { UNKNOWN, commitSha, id, isoDate, proseSchema, text, unknownLiteral } from './primitives.ts';

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
  reportedBy: text,
  qualifier: proseSchema,
});

export type Source = z.infer<typeof sourceSchema>;
export type Observation = z.infer<typeof observationSchema>;
