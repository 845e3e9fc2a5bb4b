import { applyDecorators, Get, Header, HttpCode, Post, SetMetadata } from '@nestjs/common';
import { methodOf, type ApiPath } from '@seedcorp/contracts';

export const RESPONSE_MESSAGE = 'seedcorp:response-message';
export const RAW_RESPONSE = 'seedcorp:raw-response';

/** The envelope's `message` for a successful answer of this handler. */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);

/** The handler answers something other than JSON (a file, metrics text): no envelope. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/** The documented calls are POSTs that answer 200 (not Nest's default 201) to mirror `status`. */
export const ApiPost = (path: string) => applyDecorators(Post(path), HttpCode(200));

/**
 * A call of the contract, routed by the method its declaration gives (`API_ROUTES`), and the envelope's `message`
 * of its successful answer where it has one: each call declares both in one place.
 */
export const ApiRoute = (path: ApiPath, message?: string) => {
  const route = methodOf(path) === 'GET' ? Get(path) : ApiPost(path);
  return message === undefined ? applyDecorators(route) : applyDecorators(route, ResponseMessage(message));
};

/**
 * The answer is for the one caller (a session token, staff's numbers, the audit trail): no browser or proxy keeps a
 * copy. On a controller, every handler of it answers so.
 */
export function NoStore(): ClassDecorator & MethodDecorator {
  const header = Header('Cache-Control', 'no-store');
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (key !== undefined && descriptor) {
      header(target, key, descriptor);
      return;
    }
    const handlers = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(handlers)) {
      const handler = Object.getOwnPropertyDescriptor(handlers, name);
      if (name !== 'constructor' && typeof handler?.value === 'function') header(handlers, name, handler);
    }
  };
}

/** An answer whose message depends on the outcome (the sign-in's next step), in place of the handler's fixed one. */
export class AnswerWithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}
