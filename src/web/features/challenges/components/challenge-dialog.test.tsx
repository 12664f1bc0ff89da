// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Challenge, ChallengeQuestion } from '@shared/contract/challenges';
import { fakeApi, json } from '../../../test-support/fake-api';
import { renderWithApp } from '../../../test-support/render';
import { ChallengeDialog } from './challenge-dialog';

function question(over: Partial<ChallengeQuestion>): ChallengeQuestion {
  return {
    id: crypto.randomUUID(),
    question: '¿Cuántas manzanas recogió Luna?',
    options: ['Dos', 'Tres', 'Cinco'],
    correctOptionIndex: 1,
    explanation: 'Luna recogió tres manzanas del árbol.',
    category: 'math',
    targetLanguage: null,
    ...over,
  };
}

const challengeOf = (questions: ChallengeQuestion[]): Challenge => ({ id: crypto.randomUUID(), questions, stored: true });

const LANGUAGES = {
  languages: [
    { code: 'en', name: 'Inglés' },
    { code: 'fr', name: 'Francés' },
  ],
};

/** Opens the dialog; it asks for the challenge languages as it opens. */
function openDialog(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/challenge-languages': json(LANGUAGES), ...routes });
  renderWithApp(<ChallengeDialog storyId="s1" storyLanguage="es" chapterIndex={0} profileLanguage="es" />);
  fireEvent.click(screen.getByRole('button', { name: 'Reto educativo' }));
  return { api, dialog: screen.getByRole('dialog') };
}

describe('the educational challenge', () => {
  it('offers the three kinds of challenge in Spanish', () => {
    const { dialog } = openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Reto educativo' })).toBeTruthy();
    expect(within(dialog).getByText('¿Qué tipo de reto quieres hacer?')).toBeTruthy();
    const kinds = within(dialog).getByRole('group', { name: 'Tipo de reto' });
    expect(within(kinds).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'IdiomasAprende palabras del cuento en otro idioma',
      'MatemáticasCuenta y calcula con las cosas del cuento',
      'Comprensión¿Qué ha pasado en el capítulo?',
    ]);
  });

  it('tells a wrong answer kindly, lets the child try again, and celebrates the right one', async () => {
    const { api, dialog } = openDialog({ 'POST /api/stories/s1/challenges': json(challengeOf([question({})]), 201) });
    fireEvent.click(within(dialog).getByRole('button', { name: /Matemáticas/ }));

    const options = await screen.findByRole('group', { name: '¿Cuántas manzanas recogió Luna?' });
    expect(api.bodies['POST /api/stories/s1/challenges']?.[0]).toMatchObject({ category: 'math', chapterIndex: 0 });
    fireEvent.click(within(options).getByRole('button', { name: 'Cinco' }));

    expect(screen.getByText('Respuesta incorrecta')).toBeTruthy();
    expect(screen.getByText('Luna recogió tres manzanas del árbol.')).toBeTruthy();
    expect(within(options).getByRole('button', { name: 'Cinco' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(options).getByRole('button', { name: 'Tres' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Cambiar de reto' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(screen.queryByText('Respuesta incorrecta')).toBeNull();
    fireEvent.click(within(options).getByRole('button', { name: 'Tres' }));
    expect(screen.getByText('¡Genial! Has acertado')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: '¡Reto completado!' })).toBeTruthy();
    expect(screen.getByText('¡Has respondido la pregunta!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seguir leyendo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Otro reto' })).toBeTruthy();
  });

  it('numbers several questions and counts them at the end', async () => {
    const questions = [question({ question: '¿Primera?' }), question({ question: '¿Segunda?' })];
    const { dialog } = openDialog({ 'POST /api/stories/s1/challenges': json(challengeOf(questions), 201) });
    fireEvent.click(within(dialog).getByRole('button', { name: /Comprensión/ }));

    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 2' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '¿Primera?' })).getByRole('button', { name: 'Tres' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Pregunta 2 de 2' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: '¿Segunda?' })).getByRole('button', { name: 'Tres' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('¡Has respondido las 2 preguntas!')).toBeTruthy();
  });

  it('asks for the language to learn, never the story’s own, and sends the one chosen', async () => {
    const { api, dialog } = openDialog({
      'POST /api/stories/s1/challenges': json(
        challengeOf([question({ category: 'language', targetLanguage: 'fr', question: '¿Cómo se dice manzana?', options: ['pomme', 'poire', 'chat'], correctOptionIndex: 0 })]),
        201,
      ),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Idiomas/ }));
    expect(screen.getByRole('heading', { name: 'Elige un idioma' })).toBeTruthy();

    const languages = await screen.findByRole('group', { name: 'Idioma del reto' });
    expect(within(languages).getAllByRole('button').map((b) => b.textContent)).toEqual(['enInglés', 'frFrancés']);
    fireEvent.click(within(languages).getByRole('button', { name: /Francés/ }));

    expect(await screen.findByText('¿Cómo se dice manzana?')).toBeTruthy();
    expect(api.bodies['POST /api/stories/s1/challenges']?.[0]).toMatchObject({ category: 'language', targetLanguage: 'fr' });
  });
});
