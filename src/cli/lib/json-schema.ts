/**
 * The JSON Schema files generated from the zod schemas, as text. gen-schema writes them; a
 * test checks that the committed files still match, so they cannot drift from the schema (src/domain/profile/schema/).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { hardwareSchema } from '../../domain/profile/schema/hardware';
import { profileSchema } from '../../domain/profile/schema/profile';
import { PROFILES_DIR } from './load';

const targets = [
  {
    file: join(PROFILES_DIR, 'profile.schema.json'),
    schema: profileSchema,
    title: 'Placement Explorer pin profile',
    description:
      'One recipe pin: hardware, components with their residences and refusals, licenses, settings, sources and reported observations. See profiles/README.md.',
  },
  {
    file: join(PROFILES_DIR, 'hardware.schema.json'),
    schema: hardwareSchema,
    title: 'Placement Explorer hardware',
    description:
      'One machine kind: pool kind, capacity label, usable bytes per node and the residence lanes. See profiles/README.md.',
  },
];

/** io: 'input' describes what a contributor writes: fields with a default are optional. */
export function jsonSchemaFiles(): { file: string; text: string }[] {
  return targets.map((t) => {
    const { $schema, ...rest } = z.toJSONSchema(t.schema, { io: 'input', target: 'draft-2020-12' }) as Record<
      string,
      unknown
    >;
    return {
      file: t.file,
      text: `${JSON.stringify({ $schema, title: t.title, description: t.description, ...rest }, null, 2)}\n`,
    };
  });
}
