import {
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { ApiError } from './api-error';
import { sendErrorEnvelope, toErrorEnvelope } from './error-envelope';

export interface BodyLimits {
  /** Largest JSON or urlencoded body, in bytes. */
  formBytes: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = { formBytes: 100 * 1024 };

/** Deeper JSON than this is refused before it is parsed: no form of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 16;

export const MALFORMED_BODY_MESSAGE = 'Malformed request body.';
export const MALFORMED_MULTIPART_MESSAGE = 'Malformed multipart request.';
export const UNEXPECTED_FILE_MESSAGE = 'This request does not take files.';

export type UploadedFile = Express.Multer.File;

class JsonTooDeepError extends Error {
  readonly type = 'entity.parse.failed';
  readonly status = 400;
}

/**
 * Counts bracket depth over the raw bytes, skipping strings, so a body nested thousands of
 * levels deep is refused in one linear pass instead of overflowing the stack further on.
 */
export function jsonDepthExceeds(raw: Buffer, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index];
    if (inString) {
      if (byte === 0x5c) index += 1;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth -= 1;
  }
  return false;
}

const PARSED_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** A body in a type no call takes would otherwise reach the handler as an empty form. */
const refuseUnsupportedBodies: RequestHandler = (request, response, next) => {
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (hasBody && request.is(PARSED_TYPES) === false) {
    response.status(415).json({ status: 415, message: 'Unsupported content type.' });
    return;
  }
  next();
};

/**
 * JSON and urlencoded bodies are parsed for every route (both are bounded and cheap);
 * multipart is left to the multipart interceptor, which runs after the admin guard.
 */
export function bodyParsers(limits: BodyLimits): RequestHandler[] {
  return [
    refuseUnsupportedBodies,
    express.json({
      limit: limits.formBytes,
      verify: (_request, _response, raw) => {
        if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) throw new JsonTooDeepError(MALFORMED_BODY_MESSAGE);
      },
    }),
    express.urlencoded({ extended: false, limit: limits.formBytes }),
  ];
}

/** Body parsing runs before Nest's router, so its errors are enveloped here. */
export const bodyParserErrors: ErrorRequestHandler = (error, _request, response, next) => {
  const envelope = toErrorEnvelope(error);
  if (!envelope) {
    next(error);
    return;
  }
  sendErrorEnvelope(response, envelope);
};

export const ACCEPTS_FILES = 'seedcorp:accepts-files';

export interface FileUploadLimits {
  /**
   * Largest single file, in bytes: the backstop that keeps a runaway upload out of memory. Set it
   * above the call's own limit so the handler can answer with the spec's wording ('File size exceeds 2MB.').
   */
  maxFileBytes: number;
  maxFiles: number;
}

/** The handler takes uploaded files (multipart); on any other route a multipart body may carry fields only. */
export const AcceptsFiles = (limits: Partial<FileUploadLimits> = {}) =>
  SetMetadata(ACCEPTS_FILES, { maxFileBytes: 10 * 1024 * 1024, maxFiles: 2, ...limits } satisfies FileUploadLimits);

function multipartParser(limits: FileUploadLimits | undefined): RequestHandler {
  const fieldLimits = { fields: 50, fieldSize: DEFAULT_BODY_LIMITS.formBytes, parts: 60 };
  if (!limits) return multer({ limits: { ...fieldLimits, files: 0 } }).none();
  return multer({
    storage: multer.memoryStorage(),
    limits: { ...fieldLimits, fileSize: limits.maxFileBytes, files: limits.maxFiles },
  }).any();
}

function uploadError(error: { code?: string; name?: string }): ApiError {
  if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, 'Request body too large.');
  if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') {
    return ApiError.badRequest(UNEXPECTED_FILE_MESSAGE);
  }
  // Cut-off bodies, missing boundaries and broken part headers all come from the client.
  return ApiError.badRequest(MALFORMED_MULTIPART_MESSAGE);
}

/**
 * Parses multipart bodies inside Nest, after the guards: an anonymous caller's upload to an
 * admin route is refused before a byte of it is read into memory. Uploaded files stay in
 * memory (small and bounded) and nothing reaches storage until the whole request has arrived.
 */
@Injectable()
export class MultipartInterceptor implements NestInterceptor {
  private readonly parsers = new Map<FileUploadLimits | undefined, RequestHandler>();

  constructor(private readonly reflector: Reflector) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.is('multipart/form-data')) {
      const limits = this.reflector.get<FileUploadLimits | undefined>(ACCEPTS_FILES, context.getHandler());
      await this.parse(this.parserFor(limits), request, http.getResponse<Response>());
      showFilesToFormRules(request);
    }
    return next.handle();
  }

  private parserFor(limits: FileUploadLimits | undefined): RequestHandler {
    let parser = this.parsers.get(limits);
    if (!parser) {
      parser = multipartParser(limits);
      this.parsers.set(limits, parser);
    }
    return parser;
  }

  private parse(parser: RequestHandler, request: Request, response: Response): Promise<void> {
    return new Promise((resolve, reject) => {
      void parser(request, response, (error?: unknown) => {
        if (error) reject(uploadError(error as { code?: string }));
        else resolve();
      });
    });
  }
}

/**
 * The form rules (see `FollowsFormRules`) ask whether a file was sent, not what it holds: each uploaded file
 * stands in its field of the body as `{size}`, replacing any text part of the same name. The handler reads the
 * file itself through `FormFile`, so a JSON body that only claims a file still has none.
 */
function showFilesToFormRules(request: Request): void {
  const files = (request as { files?: UploadedFile[] }).files ?? [];
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const file of files) body[file.fieldname] = { size: file.size };
  request.body = body;
}

/** The uploaded file sent in the multipart field `name`, if any. */
export const FormFile = createParamDecorator((name: string, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<{ files?: UploadedFile[] }>();
  return request.files?.find((file) => file.fieldname === name);
});
