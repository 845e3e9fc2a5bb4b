import { HttpSmsSender } from './http-sms.sender';
import { compileSmsPattern } from './sms-pattern';
import { SmsDeliveryError } from './sms-sender';

const message = { mobile: '9812345678', otp: '482913', text: 'Your admin login OTP is 482913.' };

const sender = () =>
  new HttpSmsSender({
    url: 'https://sms.example/send',
    method: 'POST',
    bodyTemplate: '{"to":"{{mobile}}","message":"{{text}}"}',
    contentType: 'application/json',
    timeoutMs: 1000,
    successPattern: compileSmsPattern('"status":"success"'),
    messageIdPattern: compileSmsPattern('"id":"(\\w+)"'),
    permanentErrorPattern: compileSmsPattern('INVALID_NUMBER'),
  });

const answer = (status: number, body: string) =>
  jest.spyOn(global, 'fetch').mockResolvedValue(new Response(body, { status }));

const failureOf = async (): Promise<SmsDeliveryError> => {
  try {
    await sender().send(message);
  } catch (error) {
    return error as SmsDeliveryError;
  }
  throw new Error('the send did not fail');
};

afterEach(() => jest.restoreAllMocks());

describe('HttpSmsSender', () => {
  it('answers the message id of a success, whatever its case', async () => {
    answer(200, '{"STATUS":"SUCCESS","ID":"ab12"}');
    await expect(sender().send(message)).resolves.toEqual({ messageId: 'ab12' });
  });

  it.each<[number, string, SmsDeliveryError['kind']]>([
    [200, '{"status":"failed","error":"INVALID_NUMBER"}', 'permanent'],
    [500, '{"error":"INVALID_NUMBER"}', 'permanent'],
    [404, 'not found', 'permanent'],
    [200, '{"status":"queued-later"}', 'temporary'],
    [429, 'slow down', 'temporary'],
    [502, 'bad gateway', 'temporary'],
  ])('tells HTTP %i "%s" is %s', async (status, body, kind) => {
    answer(status, body);
    expect(await failureOf()).toMatchObject({ kind });
  });

  it('keeps the number and the code out of the reason, even when the gateway echoes them', async () => {
    answer(400, `{"error":"bad text","to":"+91${message.mobile}","message":"${message.text}"}`);
    const failure = await failureOf();
    expect(failure.message).toContain('HTTP 400');
    expect(failure.message).toContain('[code]');
    expect(failure.message).not.toContain(message.otp);
    expect(failure.message).not.toContain(message.mobile);
  });

  it('names the network error of a gateway out of reach, as temporary', async () => {
    jest
      .spyOn(global, 'fetch')
      .mockRejectedValue(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }));
    expect(await failureOf()).toMatchObject({ kind: 'temporary', message: 'SMS gateway not reached: ECONNREFUSED' });
  });
});
