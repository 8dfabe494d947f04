import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdScope, lazyAntdPage } from './antd-scope';

describe('AntdScope', () => {
  it('renders its subtree with antd in Spanish once antd has loaded, the fallback until then', async () => {
    render(
      <AntdScope fallback={<p>cargando</p>}>
        <Button type="primary">Guardar</Button>
      </AntdScope>,
    );
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guardar' })).toHaveClass('ant-btn-primary');
  });

  it('lazyAntdPage renders the page inside the scope', async () => {
    const Page = lazyAntdPage(async () => ({ default: () => <Button>Enviar</Button> }));
    render(<Page />);
    expect(await screen.findByRole('button', { name: 'Enviar' })).toHaveClass('ant-btn');
  });
});
