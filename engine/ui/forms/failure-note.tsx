/**
 * The last submission's failure, in the form itself (the notification goes away): why it failed
 * ("Invalid request" when no answer came, spec 8), then that nothing typed was lost.
 */
export function FailureNote({ message, failed }: { message: string; failed: string }) {
  return (
    <p className="page-form__failed" role="status">
      <strong className="page-form__failure">{message}</strong> {failed}
    </p>
  );
}
