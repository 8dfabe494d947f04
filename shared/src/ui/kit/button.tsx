import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
}

/** A plain button in the shop's look (tokens): the storefront's buttons without antd. */
export function Button({ variant = 'default', size = 'middle', block = false, className, ...rest }: ButtonProps) {
  const classes = ['dc-button', `dc-button--${variant}`, `dc-button--${size}`, block && 'dc-button--block', className];
  return <button type="button" {...rest} className={classes.filter(Boolean).join(' ')} />;
}
