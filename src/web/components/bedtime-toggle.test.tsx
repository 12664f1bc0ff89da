// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredBedtime } from '../lib/bedtime';
import { BedtimeToggle } from './bedtime-toggle';
import Toaster from './ui/toaster';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.classList.remove('bedtime');
});

describe('«Modo noche»', () => {
  it('dims every screen through the root and is remembered on this device', () => {
    render(<BedtimeToggle />);
    const toggle = screen.getByRole('button', { name: 'Modo noche' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('bedtime')).toBe(true);
    expect(window.localStorage.getItem('bedtime_mode')).toBe('on');

    // The next visit starts dim before anything is drawn.
    document.documentElement.classList.remove('bedtime');
    applyStoredBedtime();
    expect(document.documentElement.classList.contains('bedtime')).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.classList.contains('bedtime')).toBe(false);
    expect(window.localStorage.getItem('bedtime_mode')).toBeNull();
    applyStoredBedtime();
    expect(document.documentElement.classList.contains('bedtime')).toBe(false);
  });

  it('shows the messages in dark colours too, so none lights up a dark room', async () => {
    render(
      <>
        <BedtimeToggle />
        <Toaster onScreenChange={() => () => undefined} />
      </>,
    );
    const { toast } = await import('sonner');
    act(() => void toast.info('No hay audio grabado para esta voz y capítulo'));
    await screen.findByText('No hay audio grabado para esta voz y capítulo');
    const toaster = () => document.querySelector('[data-sonner-toaster]');
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Modo noche' }));
    expect(toaster()?.getAttribute('data-sonner-theme')).toBe('dark');
  });
});
