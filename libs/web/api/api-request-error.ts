/**
 * Apart from the API client, so that a part of a page that only reads what the page arrived with can name a failure
 * without carrying the client and the API table.
 */
export const REQUEST_FAILED_MESSAGE = 'An error occurred';

/**
 * A call that did not end in `status: 200`. `message` is the server's message, else 'An error occurred';
 * `httpStatus` is absent when no answer arrived; `data` is what a refusal carries besides its message (the rows a
 * save refused, each with its reason).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** The server answered the HTTP call successfully but its envelope did not say 200. */
  get answeredWithoutSuccess(): boolean {
    return this.httpStatus !== undefined && this.httpStatus >= 200 && this.httpStatus < 300;
  }
}
