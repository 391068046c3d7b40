// @vitest-environment jsdom
/**
 * The paste dialog's runtime choice lists every runtime the reader reads, each by the name the
 * project spells it (README: llama.cpp, ik_llama.cpp, vLLM, SGLang), after the choice to tell it
 * from the command; choosing one asks for that runtime's reading.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { emptyFields, requestOf, RuntimeFields, type Fields } from '../../src/ui/command/PasteCommandFields';

function Harness({ seen }: { seen: Fields[] }) {
  const [f, setF] = useState(emptyFields('x'));
  return (
    <RuntimeFields
      f={f}
      set={(key, value) => {
        const next = { ...f, [key]: value };
        seen.push(next);
        setF(next);
      }}
    />
  );
}

it('offers each runtime by its name and asks for the one chosen', async () => {
  const seen: Fields[] = [];
  render(<Harness seen={seen} />);
  const box = screen.getByRole('combobox', { name: /^Runtime/ });
  expect(
    within(box)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Tell from the command', 'llama.cpp', 'ik_llama.cpp', 'vLLM', 'SGLang']);
  await userEvent.selectOptions(box, 'SGLang');
  expect(box).toHaveDisplayValue('SGLang');
  expect(requestOf(seen.at(-1)!).runtime).toBe('sglang');
});
