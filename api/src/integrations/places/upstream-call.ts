import { BadGatewayException, type Logger } from '@nestjs/common';

/** How long a lookup waits for the outside service: a person is typing, a slow answer is no answer. */
export const upstreamTimeoutMs = 5_000;

/**
 * One call to an outside lookup service (maps, company data). A timeout or a network failure is a
 * 502 naming the service; the URL is logged without its query, where a key may travel.
 */
export async function callUpstream(
  service: string,
  url: string,
  init: RequestInit,
  logger: Logger,
  timeoutMs = upstreamTimeoutMs,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    logger.error(`${init.method ?? 'GET'} ${url.split('?')[0]} failed: ${String(error)}`);
    throw new BadGatewayException(
      timedOut ? `The ${service} did not answer in time` : `The ${service} could not be reached`,
    );
  }
}

/** A non-2xx answer of the outside service: logged with its detail, a 502 to the caller. */
export async function upstreamRefused(service: string, response: Response, logger: Logger): Promise<never> {
  const detail = await response.text().catch(() => '');
  logger.error(`${service} answered ${response.status}: ${detail.slice(0, 500)}`);
  throw new BadGatewayException(`The ${service} refused the call (${response.status})`);
}
