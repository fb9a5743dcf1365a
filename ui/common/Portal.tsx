// Renders children into a node appended to document.body (its own Preact root), so a host's
// transformed or filtered containers cannot clip or re-anchor a fixed dialog. Context from above
// does not cross it; pass what is needed through props.
import { render, type ComponentChildren } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

export function Portal({ children }: { children: ComponentChildren }) {
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
    render(<>{children}</>, host);
  });
  return null;
}
