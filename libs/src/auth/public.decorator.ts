import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'seedcorp:public';

/** Opens a handler (or controller) to anonymous visitors; everything else needs an admin token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
