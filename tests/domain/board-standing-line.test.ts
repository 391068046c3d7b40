/**
 * The third status line, in the page and in the brief alike (issue 30, point 2): the source's
 * "As-pinned recipe." only while the board is as the recipe pins it.
 */
import { expect, test } from 'vitest';
import { pinBrief } from '../../src/domain/brief/pin-brief';
import { MIA, pin } from '../helpers/pins';

const { profile, hardware } = pin(MIA);
const statusOf = (brief: string) =>
  brief.slice(brief.indexOf('Status'), brief.indexOf('\n\n', brief.indexOf('Status')));

test('the brief of the board as pinned says "As-pinned recipe."', () => {
  expect(statusOf(pinBrief({ profile, hardware }))).toContain('As-pinned recipe.');
});

test('the brief of an explored board says how many moves, and not "As-pinned recipe."', () => {
  const status = statusOf(pinBrief({ profile, hardware, placement: { 'exl3-checkpoint': 'unified-pool' } }));
  expect(status).toContain('Explored (1 move) from the as-pinned recipe.');
  expect(status).not.toContain('As-pinned recipe.');
});
