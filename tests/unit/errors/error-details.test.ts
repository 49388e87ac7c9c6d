import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { errorDetails } from '../../../engine/ui/errors/error-details';
import { uiMessageKeys } from '../../../engine/config/ui-message-keys';

describe('what the error page says', () => {
  it('keeps the status and words it by the status, never with the server\'s own text', () => {
    expect(errorDetails(new ErrorResponseImpl(503, 'Service Unavailable', 'boom'))).toEqual({ status: 503, messageKey: uiMessageKeys.errorServer });
    expect(errorDetails(new ErrorResponseImpl(400, 'Bad Request', 'boom'))).toEqual({ status: 400, messageKey: uiMessageKeys.errorRequest });
    expect(errorDetails(new ErrorResponseImpl(403, 'Forbidden', 'boom'))).toEqual({ status: 403, messageKey: uiMessageKeys.errorForbidden });
    expect(errorDetails(new Error('boom'))).toEqual({ status: 500, messageKey: uiMessageKeys.errorServer });
    expect(errorDetails('boom')).toEqual({ status: 500, messageKey: uiMessageKeys.errorServer });
  });
});
