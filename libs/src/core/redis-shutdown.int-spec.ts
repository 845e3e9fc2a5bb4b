import { join } from 'node:path';
import { exitDelayAfter } from '@seedcorp/testing';

describe('closing Redis when a service stops', () => {
  it('lets the process exit at once while Redis is out of reach', async () => {
    const delay = await exitDelayAfter(`
      const { createRedis } = require(${JSON.stringify(join(__dirname, '..', 'data', 'redis'))});
      const { RedisShutdown } = require(${JSON.stringify(join(__dirname, 'redis-shutdown'))});
      const redis = createRedis('redis://127.0.0.1:9');
      await new Promise((resolve) => redis.once('reconnecting', resolve));
      await new RedisShutdown(redis).onApplicationShutdown();
    `);
    expect(delay).toBeLessThan(1000);
  });
});
