// A shallow-props memo without preact/compat (compat installs global hooks that change how
// onChange behaves for every component in the page, which a host extension must not do).
import { Component, h, type FunctionComponent } from 'preact';

export function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!Object.is(a[k], b[k]) || !(k in b)) return false;
  return true;
}

/** Re-renders `View` only when a prop changed (by identity). Signals read inside still update it. */
export function memo<P extends object>(View: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !shallowEqual(this.props as Record<string, unknown>, next as Record<string, unknown>);
    }
    override render() {
      return h(View, this.props);
    }
  }
  (Memo as unknown as { displayName: string }).displayName = `memo(${View.displayName ?? View.name})`;
  return Memo as unknown as FunctionComponent<P>;
}
