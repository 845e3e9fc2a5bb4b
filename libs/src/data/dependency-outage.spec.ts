import { QueryFailedError } from 'typeorm';
import { isDependencyOutage } from './dependency-outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connect tried on IPv4 and IPv6', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['PostgreSQL dropping the connection', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      'the pool timing out on a connect',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['PostgreSQL shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['PostgreSQL full', withCode('53300', 'sorry, too many clients already')],
    ['a query whose connection failed', new QueryFailedError('SELECT 1', [], withCode('08006', 'connection failure'))],
    ['a Redis command timing out', new Error('Command timed out')],
    ['Redis away', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    [
      'Redis retries given up',
      Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['the object store shedding load', withCode('SlowDown')],
  ])('is true for %s', (_what, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505', 'duplicate key'))],
    ['a syntax error', withCode('42601', 'syntax error')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a Redis wrong type', new Error('WRONGTYPE Operation against a key holding the wrong kind of value')],
    ['something not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });

  it('stops following a chain of causes that loops', () => {
    const error = new Error('outer') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDependencyOutage(error)).toBe(false);
  });
});
