import { isRouteErrorResponse } from 'react-router';

/** Spec 8: a route error shows its status (500 unless it says otherwise) and its message. */
export function errorDetails(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: error.status, message: text || `HTTP ${error.status}` };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: String(error) };
}
