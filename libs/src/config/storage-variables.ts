import { IsNotEmpty, IsString } from 'class-validator';
import type { StorageSettings } from '../storage/object-storage';
import { Setting } from './setting';
import { IsHttpUrl } from './validators';

export interface StorageVariables {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConfigClass = new (...args: any[]) => object;

/** Adds the object-storage (MinIO) variables to a config class: services and migration steps both need them. */
export function withStorageVariables<Base extends ConfigClass>(base: Base) {
  class WithStorageVariables extends base implements StorageVariables {
    @Setting({
      description:
        'The S3-compatible object store (MinIO or another) holding pictures and documents, as an http(s) URL; it must take path-style requests.',
    })
    @IsHttpUrl()
    S3_ENDPOINT!: string;

    @Setting({ description: "The object store's access key.", secret: true })
    @IsString()
    @IsNotEmpty()
    S3_ACCESS_KEY!: string;

    @Setting({ description: "The object store's secret key.", secret: true })
    @IsString()
    @IsNotEmpty()
    S3_SECRET_KEY!: string;

    @Setting({ description: 'The bucket every object is kept in; the migration step creates it when it is missing.' })
    @IsString()
    @IsNotEmpty()
    S3_BUCKET = 'seedcorp';

    @Setting({ description: 'The region requests are signed for (AWS Signature V4).' })
    @IsString()
    @IsNotEmpty()
    S3_REGION = 'us-east-1';
  }
  return WithStorageVariables;
}

export function storageSettingsOf(config: StorageVariables): StorageSettings {
  return {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
  };
}
