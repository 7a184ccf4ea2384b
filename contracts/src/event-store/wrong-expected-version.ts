import type { ExpectedVersion } from './event-store.port.js';

/** The stream was not at the version the caller read: someone else wrote in between. */
export class WrongExpectedVersion extends Error {
  override readonly name = 'WrongExpectedVersion';

  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
    readonly actualVersion: number,
  ) {
    super(`Stream ${streamId} is at version ${actualVersion}, not ${expectedVersion}`);
  }
}
