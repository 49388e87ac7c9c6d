import type { FastifyRequest, FastifySchemaValidationError as ValidationIssue } from 'fastify';
import { codes, failure } from './envelope.js';

export type FastifySchemaValidationError = Error & { validation: ValidationIssue[]; validationContext?: string };

/** 10001 naming the first field that failed, with the route's own wording for it when it has one. */
export function parameterFailure(error: FastifySchemaValidationError, request: FastifyRequest) {
  const issue = error.validation[0];
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const params = (issue?.params ?? {}) as { missingProperty?: string };
  if (issue?.keyword === 'required' && params.missingProperty) path.push(params.missingProperty);
  const field = path.join('.') || (error.validationContext ?? 'body');
  const messages = request.routeOptions.config.fieldMessages;
  return failure(codes.wrongParameters, { field }, messages?.[field]);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Field -> message shown when that field breaks the route's schema. */
    fieldMessages?: Record<string, string>;
    /** An operator route: errors are plain HTTP errors, not the site's envelope. */
    operator?: boolean;
  }
}
