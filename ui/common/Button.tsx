// A plain <button type="button"> with the project's look. Named by its visible text.
import '../common.css';
import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'quiet';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'class'> & {
  variant?: ButtonVariant;
  class?: string;
  children?: ComponentChildren;
};

export function Button({ variant = 'default', class: extra, type, children, ...rest }: ButtonProps) {
  const cls = `troupe-btn troupe-btn--${variant}${extra ? ` ${extra}` : ''}`;
  return (
    <button type={type ?? 'button'} class={cls} {...rest}>
      {children}
    </button>
  );
}
