/** The pin a prerendered page carries (pin-page.ts), checked for its outline as a fetched pin file is. */
import { checkPinFile } from './fetch-catalogue';
import { CATALOGUE_DIR, type PinFile } from './catalogue';
import { PIN_PAGE_DATA } from './pin-page';

/** The pin this page was prerendered for, or undefined on any other page (or a broken one). */
export function readPinPage(doc: Pick<Document, 'getElementById'>): PinFile | undefined {
  const text = doc.getElementById(PIN_PAGE_DATA)?.textContent;
  if (!text) return undefined;
  try {
    const file = JSON.parse(text) as { profile?: { id?: unknown } } | null;
    const id = typeof file?.profile?.id === 'string' ? file.profile.id : '';
    return checkPinFile(file, id, `${CATALOGUE_DIR} page data`);
  } catch {
    // The app then fetches the pin as on any other page.
    return undefined;
  }
}
