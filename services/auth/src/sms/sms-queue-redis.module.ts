import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { createRedis } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { SMS_QUEUE_REDIS } from './sms-connection';

/** Closed after the queues, which leave a client they were given open: at once while Redis is out of reach. */
@Injectable()
class SmsQueueRedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(SMS_QUEUE_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The SMS queues' Redis client (see SMS_QUEUE_REDIS). */
@Module({
  providers: [
    {
      provide: SMS_QUEUE_REDIS,
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => createRedis(config.REDIS_URL),
    },
    SmsQueueRedisShutdown,
  ],
  exports: [SMS_QUEUE_REDIS],
})
export class SmsQueueRedisModule {}
