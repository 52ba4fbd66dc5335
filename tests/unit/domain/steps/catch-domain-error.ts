// Test helper: runs a function expected to throw a DomainError and returns the error, or fails the test.
import { DomainError } from '../../../../src/domain/errors';

/** Returns the DomainError `run` throws; throws an assertion error when it throws nothing or something else. */
export function catchDomainError(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw new Error(`expected a DomainError, got ${String(error)}`);
  }
  throw new Error('expected a DomainError, nothing was thrown');
}
