import { Expose } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import type { StorageSettings } from '../storage/object-storage';
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
    @Expose() @IsHttpUrl() S3_ENDPOINT!: string;
    @Expose() @IsString() @IsNotEmpty() S3_ACCESS_KEY!: string;
    @Expose() @IsString() @IsNotEmpty() S3_SECRET_KEY!: string;
    @Expose() @IsString() @IsNotEmpty() S3_BUCKET = 'seedcorp';
    @Expose() @IsString() @IsNotEmpty() S3_REGION = 'us-east-1';
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
