import { Image } from './images/image.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';

/** Entities and migrations of the `media` schema. */
export const database = {
  entities: [Image],
  migrations: [InitialSchema1763800000000],
};
