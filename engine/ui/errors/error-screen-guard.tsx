import { Component, type ReactNode } from 'react';

/** Spec 2.6: shown when the error page itself fails; deliberately free of anything that could fail. */
export const errorPageFailureText = 'An error occurred while showing the error page';

export class ErrorScreenGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed to render:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-screen" id="main">
        <h1>{errorPageFailureText}</h1>
        <a href="/">Home</a>
      </main>
    );
  }
}
