// Renders children into a node appended to document.body (its own Preact root), so a host's
// transformed, filtered or contained containers (SillyTavern's drawer, content-visibility rows) cannot
// clip or re-anchor what is inside. Context from above crosses it: the portal's content gets the same
// contexts as the place it is written in (the language, scope names…).
import { Component, render, type ComponentChildren } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

/** Hands a captured context map to the content of another root. */
class ContextBridge extends Component<{ context: object; children?: ComponentChildren }> {
  getChildContext() {
    return this.props.context;
  }
  render() {
    return <>{this.props.children}</>;
  }
}

export function Portal({ children }: { children: ComponentChildren }, context: object) {
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'troupe-portal';
    return el;
  });
  useLayoutEffect(() => {
    document.body.appendChild(host);
    return () => {
      render(null, host);
      host.remove();
    };
  }, [host]);
  useLayoutEffect(() => {
    render(<ContextBridge context={context}>{children}</ContextBridge>, host);
  });
  return null;
}
