import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'seedcorp:public';

/** Opens a handler (or controller) to anonymous visitors; everything else needs an admin token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const IS_PUBLIC_READ = 'seedcorp:public-read';

/**
 * An anonymous read whose answer depends only on the path and body: open to visitors, and answered with the
 * headers the gateway caches it by (`publicAnswerHeaders`: fresh to the end of the second, then its stand-in
 * while the service fails). The
 * gateway's route table lists the same paths as `publicReads`.
 */
export const PublicRead = () => applyDecorators(Public(), SetMetadata(IS_PUBLIC_READ, true));

export const IS_SECOND_FACTOR_STEP = 'seedcorp:second-factor-step';

/**
 * A call of the second sign-in step: passed by the admin guard (a session is not what it takes) and checked by the
 * handler against the short-lived step token; the API document marks it with that token's scheme.
 */
export const SecondFactorStep = () => applyDecorators(Public(), SetMetadata(IS_SECOND_FACTOR_STEP, true));
