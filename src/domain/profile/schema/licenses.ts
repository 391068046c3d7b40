import { z } from 'zod';
import { id, proseSchema, text, unknownLiteral } from './primitives.ts';

export const licenseSchema = z.strictObject({
  component: id,
  /** "Apache License 2.0" */
  name: text,
  spdx: z.union([text, unknownLiteral]),
  commercialUse: z.enum(['allowed', 'unknown', 'restricted']),
  /** Shown in the caveat-style summary line. */
  headline: z.array(proseSchema).default([]),
  /** Further notes shown in the full license list. */
  notes: z.array(proseSchema).default([]),
  /** The component row this license covers, when a setting can unload it. */
  coversComponent: id.optional(),
});

export type License = z.infer<typeof licenseSchema>;
