// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredBedtime } from '../lib/bedtime';
import { BedtimeToggle } from './bedtime-toggle';

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
});
