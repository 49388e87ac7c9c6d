import { Component, type ReactNode } from 'react';

/**
 * A section that fails to render must not take the page down; the console names the config item
 * to fix, and visitors see the rest of the page.
 */
export class SectionBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Section ${this.props.name} of this page's config failed to render:`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
