import type { AnswerOf, ApiEnvelope, ApiPath, RequestOf } from '@seedcorp/contracts';

/** A refusal as a service answers it: its status, its message and, for some, what it refused (rows, fields). */
export interface Refusal {
  status: number;
  message: string;
  data?: unknown;
}

type Answer<Path extends ApiPath> = ApiEnvelope<AnswerOf<Path>> | Refusal;

/** One request the app sent: its path, the fields of its body (of its query, for a GET) and of its query. */
interface SentRequest {
  path: string;
  body: unknown;
  query: Record<string, string>;
  authorization: string | null;
}

/** A success in the envelope every service answers with. */
export const ok = <T>(message: string, data?: T): ApiEnvelope<T> => ({ status: 200, message, data });

/**
 * The network under the admin app's real API client: `fetch`, and the `XMLHttpRequest` that multipart uploads go
 * through, answer each path of the contract from the answers given for it, in turn (the last one again once they
 * run out). A path without answers is answered 500 with a message naming it, which the hooks show like any failed
 * call, so a test that forgot one fails on what it sees.
 */
export function stubApi() {
  const answers = new Map<string, Refusal[]>();
  const sent: SentRequest[] = [];

  const answerOf = (path: string): Refusal => {
    const queue = answers.get(path);
    return (
      (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
        status: 500,
        message: `No answer stubbed for ${path}`,
      }
    );
  };

  const fetchStub = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const address = new URL(String(input), window.location.origin);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const query = Object.fromEntries(address.searchParams);
    sent.push({
      path: address.pathname,
      body: text === undefined ? query : JSON.parse(text),
      query,
      authorization: (init.headers as Record<string, string> | undefined)?.Authorization ?? null,
    });
    const answer = answerOf(address.pathname);
    return { status: answer.status, text: async () => JSON.stringify(answer) } as Response;
  });
  globalThis.fetch = fetchStub;

  /** An upload: its form's fields (a file as the `File` chosen) are the body recorded; all of it is sent at once. */
  class UploadStub {
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readonly upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    private path = '';
    private authorization: string | null = null;

    open(_method: string, path: string) {
      this.path = new URL(path, window.location.origin).pathname;
    }

    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.authorization = value;
    }

    send(form: FormData) {
      sent.push({ path: this.path, body: Object.fromEntries(form), query: {}, authorization: this.authorization });
      const answer = answerOf(this.path);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = UploadStub as unknown as typeof XMLHttpRequest;

  return {
    /** Answers the next calls of `path` with `replies`, one each, in turn. */
    answer<Path extends ApiPath>(path: Path, ...replies: Answer<Path>[]) {
      answers.set(path, replies);
    },
    /** Every request sent so far, in order. */
    sent,
    /** The bodies sent to `path`, in order. */
    bodiesTo<Path extends ApiPath>(path: Path): RequestOf<Path>[] {
      return sent.filter((request) => request.path === path).map((request) => request.body as RequestOf<Path>);
    },
  };
}

export type ApiStub = ReturnType<typeof stubApi>;
