// @vitest-environment happy-dom
// The story options (features/story-options) as a parent meets them: on the flow's pages.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StoryGenrePage from './story-genre';
import StoryMoralPage from './story-moral';
import { userStorage } from '../lib/user-storage';
import { renderWithApp } from '../test-support/render';
import { sampleCharacter } from '../test-support/sample-character';
import { useStoryOptionsStore } from '../features/story-options/store';

const luna = sampleCharacter;

beforeEach(async () => {
  // The step guard decides only once the stores are a signed-in user's.
  await userStorage.setUser('user-1');
  useStoryOptionsStore.getState().reset();
});

afterEach(async () => {
  await userStorage.setUser(null);
});

describe('story options: the genre step', () => {
  it('asks for the genre of the chosen character’s story and goes on once one is chosen', async () => {
    useStoryOptionsStore.setState({ duration: 'short', character: luna });
    const { router } = renderWithApp(<StoryGenrePage />, { path: '/story-genre', routes: { '/story-moral': <p>Moraleja</p> } });

    expect(screen.getByRole('heading', { name: '¿Qué tipo de historia?' })).toBeTruthy();
    expect(screen.getByText('Elige el género de la aventura de Luna.')).toBeTruthy();
    expect(screen.getByText('Paso 3 de 5')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    const genres = screen.getByRole('radiogroup', { name: '¿Qué tipo de historia?' });
    expect(genres.textContent).toContain('Aventura');
    expect(genres.textContent).toContain('Fábula');
    fireEvent.click(screen.getByRole('radio', { name: /Misterio/ }));

    expect(screen.getByRole('radio', { name: /Misterio/ }).getAttribute('aria-checked')).toBe('true');
    expect(useStoryOptionsStore.getState().genre).toBe('mystery');
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-moral'));
  });

  it('sends the parent back to the first step still missing', async () => {
    useStoryOptionsStore.setState({ duration: 'short', character: null });
    const { router } = renderWithApp(<StoryGenrePage />, {
      path: '/story-genre',
      routes: { '/character-selection': <p>Elige tu personaje</p> },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/character-selection'));
    expect(screen.queryByRole('heading', { name: '¿Qué tipo de historia?' })).toBeNull();
  });

  it('keeps a choice made earlier when the parent comes back to the step', () => {
    useStoryOptionsStore.setState({ duration: 'short', character: luna, genre: 'fantasy' });
    renderWithApp(<StoryGenrePage />, { path: '/story-genre' });
    expect(screen.getByRole('radio', { name: /Fantasía/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('story options: the moral step', () => {
  it('offers the morals and records the one chosen', () => {
    useStoryOptionsStore.setState({ duration: 'short', character: luna, genre: 'adventure' });
    renderWithApp(<StoryMoralPage />, { path: '/story-moral' });
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(2);
    fireEvent.click(radios[1]!);
    expect(useStoryOptionsStore.getState().moral).not.toBeNull();
    expect(radios[1]!.getAttribute('aria-checked')).toBe('true');
  });
});

describe('story options: the moral step in the flow', () => {
  it('is step 4 of 5, goes on to the details and back to the genre', async () => {
    useStoryOptionsStore.setState({ duration: 'short', character: luna, genre: 'adventure', moral: 'kindness' });
    const { router } = renderWithApp(<StoryMoralPage />, {
      path: '/story-moral',
      routes: { '/story-details-input': <p>Detalles</p>, '/story-genre': <p>Género</p> },
    });
    expect(screen.getByText('Paso 4 de 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-details-input'));

    await router.navigate('/story-moral');
    fireEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-genre'));
  });
});
