import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { API } from '@seedcorp/contracts';
import { generateTestKeyPair, pollUntil, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { SmsQueue } from './sms-queue';

/** Sends and retries take well under this; it bounds waits, it is no promise of the service. */
export const DEADLINE_MS = 5000;
export const DLT = { entityId: '1101000000000000001', templateId: '1107000000000000002', sender: 'SEEDCO' };

/**
 * How the test gateway answers a request: `accept` as a DLT gateway does ("status": "success" and a message id),
 * `busy` and `refused` with HTTP 200 and an error in the body (a temporary one, and a DLT template mismatch), a
 * bare status, `hang` never (the sender times out, or the test releases it), `slow` after a while.
 */
export type Answer = 'accept' | 'busy' | 'refused' | 'hang' | 'slow' | 400 | 408 | 429 | 500 | 503;

export interface GatewayRequest {
  at: number;
  headers: IncomingHttpHeaders;
  body: { to: string; message: string; entityId: string; templateId: string; sender: string };
}

/** A DLT SMS gateway on a loopback port, answering in the turn the test sets and `accept` after that. */
export class TestGateway {
  readonly received: GatewayRequest[] = [];
  private answers: Answer[] = [];
  private readonly answersByNumber = new Map<string, Answer[]>();
  private readonly held: ServerResponse[] = [];
  private readonly server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const entry: GatewayRequest = { at: Date.now(), headers: req.headers, body: JSON.parse(text) };
      this.received.push(entry);
      const answer = this.answersByNumber.get(entry.body.to)?.shift() ?? this.answers.shift() ?? 'accept';
      this.answer(res, answer, this.received.length);
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms/send`;
  }

  answerInTurn(...answers: Answer[]): void {
    this.answers = answers;
  }

  /** Answers the messages to one number in this turn, whatever comes between them. */
  answerNumberInTurn(mobile: string, ...answers: Answer[]): void {
    this.answersByNumber.set(mobile, answers);
  }

  /** The codes of the messages received, in order. */
  codes(): string[] {
    return this.received.map((entry) => /\d{6}/.exec(entry.body.message)?.[0] as string);
  }

  /** How many messages each number received. */
  countsByNumber(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { body } of this.received) counts.set(body.to, (counts.get(body.to) ?? 0) + 1);
    return counts;
  }

  /** Requests left unanswered (`hang`). */
  get heldCount(): number {
    return this.held.length;
  }

  async waitFor(count: number, deadlineMs = DEADLINE_MS): Promise<void> {
    await pollUntil(
      async () => this.received.length,
      (length) => length >= count,
      deadlineMs,
    );
  }

  reset(): void {
    this.received.length = 0;
    this.answers = [];
    this.answersByNumber.clear();
    for (const response of this.held.splice(0)) response.destroy();
  }

  async close(): Promise<void> {
    this.reset();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(res: ServerResponse, answer: Answer, number: number): void {
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (answer === 'hang') {
      this.held.push(res);
    } else if (answer === 'slow') {
      setTimeout(() => json(200, { status: 'success', messageId: `SMS-${number}` }), 300);
    } else if (answer === 'accept') {
      json(200, { status: 'success', messageId: `SMS-${number}` });
    } else if (answer === 'busy') {
      json(200, { status: 'error', code: 'SYSTEM_BUSY', message: 'try later' });
    } else if (answer === 'refused') {
      json(200, { status: 'error', code: 'DLT_TEMPLATE_MISMATCH', message: 'content does not match template' });
    } else {
      json(answer, { error: `HTTP ${answer}` });
    }
  }
}

interface LogLine {
  msg: string;
  context?: string;
  outcome?: string;
  to?: string;
  reason?: string;
  messageId?: string;
  jobId?: string;
}

export interface SmsHarness {
  service: TestService<AuthConfig>;
  logs: LogLine[];
  /** The queue of the running app. */
  queue(): SmsQueue;
}

export const smsTestKeys = generateTestKeyPair();

/** The auth service sending through the test gateway, as configured for a DLT gateway in production. */
export const smsEnv = (gateway: TestGateway): Record<string, string> => ({
  JWT_PRIVATE_KEY: smsTestKeys.privateKey,
  LOG_LEVEL: 'info',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: gateway.url,
  SMS_HTTP_AUTH_HEADER: 'Authorization: Bearer sms-key',
  SMS_DLT_ENTITY_ID: DLT.entityId,
  SMS_DLT_TEMPLATE_ID: DLT.templateId,
  SMS_SENDER_ID: DLT.sender,
  SMS_HTTP_SUCCESS_PATTERN: '"status"\\s*:\\s*"success"',
  SMS_HTTP_MESSAGE_ID_PATTERN: '"messageId"\\s*:\\s*"([^"]+)"',
  SMS_HTTP_PERMANENT_ERROR_PATTERN: 'DLT_TEMPLATE_MISMATCH|INVALID_NUMBER',
});

/** Boots the auth service (or a replica of one) and collects its log lines; `admins` are added to a fresh one. */
export async function startSmsHarness(
  name: string,
  env: Record<string, string>,
  options: { admins?: string[]; replicaOf?: SmsHarness } = {},
): Promise<SmsHarness> {
  const logs: LogLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    logs.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    ),
  );
  const service = await startTestService(AppModule, AuthConfig, {
    name,
    publicKey: smsTestKeys.publicKey,
    env,
    logStream,
    replicaOf: options.replicaOf?.service,
    redisKeyPrefix: options.replicaOf?.service.redisKeyPrefix,
  });
  for (const [index, mobile] of (options.admins ?? []).entries()) {
    await service.app
      .get(DataSource)
      .query(`INSERT INTO auth.admins (mobile, name) VALUES ($1, $2)`, [mobile, `Test Admin ${index + 1}`]);
  }
  return { service, logs, queue: () => service.app.get(SmsQueue) };
}

/** Asks for a sign-in code as the login screen does. */
export async function requestCode(harness: SmsHarness, mobile: string, address: string): Promise<void> {
  const answer = await request(harness.service.app.getHttpServer())
    .post(API.auth.authenticateUser)
    .set('X-Forwarded-For', address)
    .send({ mobileNo: mobile });
  if (answer.status !== 200) throw new Error(`authenticateUser answered ${answer.status}: ${answer.text}`);
}

/** The SMS counters on /metrics, by reason for the failures. */
export async function sendCounts(harness: SmsHarness): Promise<Record<string, number>> {
  const text = (await request(harness.service.app.getHttpServer()).get('/metrics')).text;
  const counts: Record<string, number> = {};
  for (const [, name, label, value] of text.matchAll(/^(sms_\w+?)(?:\{reason="([\w-]+)"\})? (\d+)$/gm)) {
    counts[label ? `${name}:${label}` : name] = Number(value);
  }
  return counts;
}

/** `count` distinct mobile numbers, starting 7 (admins' test numbers start 98). */
export const subscriberNumbers = (count: number, first = 0): string[] =>
  Array.from({ length: count }, (_, index) => String(7_000_000_000 + first + index));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
