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
