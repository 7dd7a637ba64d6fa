import { RequestError, type RequestOptions, request } from '../core/index.ts';

/** A call whose address the platform does not know (spec 002 §8): it carries the path. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(readonly path: string) {
    super(`Not found: ${path}`);
  }
}

/** What the site owner's clients take beside their payload. */
export interface ClientOptions {
  /** Called with any failure but a 404, which rejects with a NotFoundError alone. */
  onError?: (error: RequestError) => void;
}

/**
 * Calls the platform for a client: a 404 rejects with a `NotFoundError`
 * carrying the path, any other failure with the data layer's `RequestError`.
 * Neither shows the system error overlay: the caller handles the rejection.
 */
export async function clientCall<T>(call: RequestOptions, options: ClientOptions = {}): Promise<T> {
  try {
    return await request<T>({
      ...call,
      onError: (error) => {
        if (error.status !== 404) options.onError?.(error);
      },
    });
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) throw new NotFoundError(call.url);
    throw error;
  }
}
