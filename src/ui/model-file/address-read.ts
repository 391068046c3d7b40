/**
 * Reading a model file's header from an address, with every refusal in words a person can act
 * on. The browser reports a refused request (an http redirect, the server's CORS, this page's
 * Content-Security-Policy) only as "Failed to fetch", so the words come from what is known:
 * the address itself, checked before any request; a CSP refusal, which the page hears as a
 * securitypolicyviolation event; otherwise the causes that remain, each with what to do. A body
 * is read by chunks and cut off once it holds more than was asked for: a server that ignores
 * Range (and starts sending a 70 MB file) is stopped after its first chunk.
 */
export class AddressError extends Error {}

const LOOPBACK = ['127.0.0.1', 'localhost'];

/** Why this address is not read, said before any request; undefined when it may be read. */
export function addressProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'not an address: it should look like https://host/path/model.gguf';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.includes(url.hostname)) return undefined;
  if (url.protocol === 'http:')
    return `only https addresses are read: write https://${url.host}${url.pathname} if the site serves it (this page's Content-Security-Policy allows no plain http request)`;
  return `only https addresses are read, not ${url.protocol.replace(/:$/, '')}: addresses`;
}

const plainHttp = (address: string): boolean =>
  URL.canParse(address) && new URL(address).protocol === 'http:';

const CHOOSE_INSTEAD = 'Download the file and choose it above instead: only its header is read';

/**
 * What a "Failed to fetch" means here, in words a person can act on. Chromium names a redirect
 * that the CSP refuses by the address first asked for (checked 2026-12-02, Chromium with
 * tests/e2e/address-read.e2e.ts): an https address, which the policy allows, so only where it
 * redirected to can be what was refused.
 */
function refusalWords(url: URL, cspBlocked: string | undefined): string {
  if (cspBlocked && !plainHttp(cspBlocked))
    return `${url.origin} redirected the request to an address this page's Content-Security-Policy does not allow (it allows https addresses only: most likely a plain http address). ${CHOOSE_INSTEAD}`;
  if (cspBlocked)
    return `this page's Content-Security-Policy does not allow a request to ${cspBlocked} (it allows https addresses only). ${CHOOSE_INSTEAD}`;
  return `the browser could not read ${url.origin}. Either its server does not let other sites read the file (CORS: it must answer with Access-Control-Allow-Origin and allow the Range header), or the address redirects to plain http, or the server could not be reached. ${CHOOSE_INSTEAD}`;
}

/** fetch, with a refusal turned into words (see refusalWords). */
export async function fetchOrSay(url: string, init: RequestInit): Promise<Response> {
  let blocked: string | undefined;
  const onViolation = (e: SecurityPolicyViolationEvent) => {
    if (e.effectiveDirective === 'connect-src') blocked = e.blockedURI || url;
  };
  const doc = globalThis.document;
  doc?.addEventListener('securitypolicyviolation', onViolation);
  try {
    return await fetch(url, init);
  } catch (e) {
    if (init.signal?.aborted) throw e;
    // The violation event is queued as a task: let it arrive before choosing the words.
    await new Promise((next) => setTimeout(next, 0));
    throw new AddressError(refusalWords(new URL(url), blocked));
  } finally {
    doc?.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/**
 * The body of a range answer, `length` bytes at most: read by chunks, and cancelled as soon as
 * the server has sent more than that (it ignores Range, or lies about its length).
 */
export async function readAtMost(res: Response, length: number): Promise<Uint8Array> {
  if (res.status !== 206) {
    await res.body?.cancel().catch(() => undefined);
    throw new AddressError(
      res.ok
        ? 'the server ignores range requests (it began sending the whole file), so it was stopped after its first bytes. Download the file and choose it above instead: only its header is read'
        : `the server answered ${res.status} ${res.statusText}`.trim(),
    );
  }
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(await res.arrayBuffer()).subarray(0, length);
  const out = new Uint8Array(length);
  let got = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (got + value.length > length) {
      await reader.cancel().catch(() => undefined);
      throw new AddressError(
        `the server sent more than the ${length.toLocaleString('en-US')} bytes asked for, so it was stopped: it does not answer range requests as asked`,
      );
    }
    out.set(value, got);
    got += value.length;
  }
  return out.subarray(0, got);
}
