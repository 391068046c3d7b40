// @vitest-environment jsdom
/**
 * The setup's act() guard bites: an update React makes outside act() is recorded with the
 * component's name (and the setup's afterEach fails the test that leaves one).
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { takeActWarnings } from '../helpers/act-warnings';

let setCount: (n: number) => void = () => {};
function Counter() {
  const [count, set] = useState(0);
  setCount = set;
  return <output>{count}</output>;
}

test('an update outside act() is recorded, naming the component', async () => {
  render(<Counter />);
  setCount(1);
  expect(takeActWarnings()).toEqual(['An update to Counter inside a test was not wrapped in act(...).']);
  // The same update inside act() is not a warning.
  await act(async () => setCount(2));
  expect(screen.getByRole('status')).toHaveTextContent('2');
  expect(takeActWarnings()).toEqual([]);
});
