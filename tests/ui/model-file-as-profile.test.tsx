// @vitest-environment jsdom
/**
 * A GGUF dropped on "Open profile file" (issue 30, point 7): the report says it is a model
 * file and points to "Read model file", instead of a size in thousands of kB.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { renderAt, resetApp } from './render-app';

beforeEach(resetApp);

test('a GGUF file opened as a profile is named a model file, with the way to read it', async () => {
  // A person can pick any file in the dialog, whatever it accepts.
  const user = userEvent.setup({ applyAccept: false });
  renderAt('#/');
  const gguf = new File([new Uint8Array([0x47, 0x47, 0x55, 0x46, 3, 0, 0, 0])], 'gpt-oss-120b-mxfp4.gguf');
  await user.upload(screen.getByLabelText('Open profile file'), gguf);
  const alert = await screen.findByRole('alert', { name: 'Local file errors' });
  expect(alert).toHaveTextContent('gpt-oss-120b-mxfp4.gguf');
  expect(alert).toHaveTextContent('this is a model file, not a profile');
  expect(alert).toHaveTextContent('"Read model file"');
  expect(alert).not.toHaveTextContent(/\d kB/);
});
