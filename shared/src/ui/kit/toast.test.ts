import { showToast } from './toast';

describe('showToast (kit)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a warning is an alert region with the text as given, gone after its time', () => {
    showToast('Para acceder a la sección que solicitaste, ingresa con usuario y contraseña...', { ms: 10_000 });
    const toast = document.querySelector('[role=alert]');
    expect(toast).toHaveTextContent('Para acceder a la sección que solicitaste, ingresa con usuario y contraseña...');
    jest.advanceTimersByTime(9_999);
    expect(document.querySelector('[role=alert]')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.querySelector('[role=alert]')).toBeNull();
  });

  it('a notice is a status region; toasts stack in one region and can be removed earlier', () => {
    const remove = showToast('uno', { ms: 5_000, tone: 'notice' });
    showToast('dos', { ms: 5_000 });
    expect(document.querySelectorAll('.dc-toasts')).toHaveLength(1);
    expect(document.querySelector('[role=status]')).toHaveTextContent('uno');
    remove();
    expect(document.querySelector('[role=status]')).toBeNull();
    expect(document.querySelector('[role=alert]')).toHaveTextContent('dos');
  });
});
