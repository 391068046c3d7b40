/**
 * A prerendered pin page carries its own pin: the build writes `pin/<id>/index.html` with the
 * pin's file (the pin and its hardware, as `pins/<id>.json` holds it) in a JSON script
 * element, so the page hydrates without a second fetch. The pin was validated when the page
 * was built; the browser only checks its outline, as for a fetched pin file (pin-page-read.ts).
 */
/** The id of the element that holds the page's pin (a `<script type="application/json">`). */
export const PIN_PAGE_DATA = 'pin-page-data';
/** Where a pin's page is, under the app's base URL. */
export const PIN_PAGE_DIR = 'pin';
export const pinPagePath = (id: string): string => `${PIN_PAGE_DIR}/${encodeURIComponent(id)}/`;

/**
 * JSON that is safe inside a <script> element: no "</script>", no "<!--", and none of the
 * two line separators that old parsers treat as line ends.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A pin page's title, in the tab and in search results. */
export const pinPageTitle = (profile: { title: string; subtitle: string }): string =>
  `${profile.title}: ${profile.subtitle} · Placement Explorer`;
