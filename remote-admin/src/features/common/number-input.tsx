import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { MESSAGES } from 'shared';

/**
 * antd's InputNumber in Spanish for screen readers: its step buttons carry a fixed English
 * aria-label ("Increase Value" / "Decrease Value", set inside @rc-component/input-number with no
 * prop to change it), so they are renamed once rendered.
 */
export function NumberInput(props: InputNumberProps) {
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const label = (selector: string, text: string) =>
      holder.current?.querySelectorAll(selector).forEach((button) => button.setAttribute('aria-label', text));
    label('.ant-input-number-action-up', MESSAGES.a11y.increaseValue);
    label('.ant-input-number-action-down', MESSAGES.a11y.decreaseValue);
  });
  return (
    <span ref={holder} className="number-input" style={{ display: 'contents' }}>
      <InputNumber {...props} />
    </span>
  );
}
