import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import { toErrorEnvelope } from './error-envelope';

export interface BodyLimits {
  /** Largest JSON or urlencoded body, in bytes. */
  formBytes: number;
  /**
   * Largest single uploaded file, in bytes. Set above the spec's per-endpoint limits so that
   * the endpoint can answer with its own wording ('File size exceeds 2MB.'); this is only the
   * backstop that keeps a runaway upload out of memory.
   */
  fileBytes: number;
}

export type UploadedFile = Express.Multer.File;

/**
 * JSON, urlencoded and multipart bodies all land in `req.body`, so one DTO serves the
 * spec's "form" calls whatever the client sends. Uploaded files stay in memory (they are
 * small and bounded) and nothing reaches storage until the whole request has arrived.
 */
export function bodyParsers(limits: BodyLimits): RequestHandler[] {
  const multipart = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.fileBytes, files: 5, fields: 50, fieldSize: limits.formBytes },
  }).any();
  return [
    express.json({ limit: limits.formBytes }),
    express.urlencoded({ extended: false, limit: limits.formBytes }),
    multipart,
  ];
}

/** Body parsing runs before Nest's router, so its errors are enveloped here. */
export const bodyParserErrors: ErrorRequestHandler = (error, _request, response, next) => {
  const envelope = toErrorEnvelope(error);
  if (!envelope) {
    next(error);
    return;
  }
  response.status(envelope.status).json(envelope);
};

/** The uploaded file sent in the multipart field `name`, if any. */
export const FormFile = createParamDecorator((name: string, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<{ files?: UploadedFile[] }>();
  return request.files?.find((file) => file.fieldname === name);
});
