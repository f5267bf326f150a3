import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';
import { clientErrorMessage } from './error-messages/index.js';

/** Reads a response body as text, refusing to hold more than `maxBytes` in memory. */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  const declaredLength = Number(response.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) throw tooLarge(response.status);
  if (response.body === null) return '';

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge(response.status);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

function tooLarge(status: number): ApiError {
  const code = CLIENT_ERROR_CODES.responseTooLarge;
  return new ApiError(status, code, clientErrorMessage(code, status));
}
