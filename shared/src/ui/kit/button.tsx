import type { ButtonHTMLAttributes } from 'react';

type ButtonLook = {
  variant?: 'default' | 'primary' | 'danger';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

/** The class names of a kit button's look, for a link that reads as a button ("Ver mis compras"). */
export function buttonClassName({ variant = 'default', size = 'middle', block = false }: ButtonLook = {}): string {
  return ['dc-button', `dc-button--${variant}`, `dc-button--${size}`, block && 'dc-button--block']
    .filter(Boolean)
    .join(' ');
}

/** A plain button in the shop's look (tokens): the storefront's buttons without antd. */
export function Button({ variant, size, block, className, ...rest }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type="button" {...rest} className={classes} />;
}
