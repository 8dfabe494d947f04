import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NumberField } from './number-field';

function Quantity({ onChange }: { onChange(value: number): void }) {
  const [value, setValue] = useState(2);
  return (
    <NumberField
      aria-label="Cantidad"
      min={1}
      max={5}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberField', () => {
  it('reports whole numbers within its limits', () => {
    const onChange = jest.fn();
    render(<Quantity onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Cantidad' });
    fireEvent.change(field, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(field, { target: { value: '9' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(field).toHaveValue(5);
  });

  it('reports nothing while the text is cleared, and shows the value again on leaving', () => {
    const onChange = jest.fn();
    render(<Quantity onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Cantidad' });
    fireEvent.change(field, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field).toHaveValue(2);
  });
});
