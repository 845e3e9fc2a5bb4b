import { RtiAuthority } from './authorities/rti-authority.entity';
import { Director } from './directors/director.entity';
import { MasterValue } from './masters/master-value.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { DisplayOrderPhotosMasters1764100000000 } from './migrations/1764100000000-display-order-photos-masters';
import { MasterValuesBoundToRecords1764700000000 } from './migrations/1764700000000-master-values-bound-to-records';
import { RtiOfficer } from './officers/rti-officer.entity';

/** Entities and migrations of the `directories` schema. */
export const database = {
  entities: [Director, RtiOfficer, RtiAuthority, MasterValue],
  migrations: [
    InitialSchema1763800000000,
    DisplayOrderPhotosMasters1764100000000,
    MasterValuesBoundToRecords1764700000000,
  ],
};
