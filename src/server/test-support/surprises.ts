// A test passes only when the server did what the test expected: an answer of 5xx or an error-level line
// in the log that the test did not announce fails the test that caused it, even when its own assertions
// looked only at something else. Tests that provoke a server failure on purpose say so first with
// `t.expectServerErrors()`; the allowance ends with that test.
import { afterEach } from 'vitest';

export interface Surprise {
  what: string;
}

export interface SurpriseWatch {
  /** Records a server answer; a 5xx is a surprise unless the running test expects server errors. */
  answer(method: string, path: string, status: number): void;
  /** Records an error-level log line: a surprise unless the running test expects server errors. */
  error(line: string): void;
  /** The running test provokes server errors on purpose. */
  expectServerErrors(): void;
}

const watches = new Set<{ surprises: Surprise[]; expected: boolean }>();

export function watchSurprises(): SurpriseWatch & { stop(): void } {
  const state = { surprises: [] as Surprise[], expected: false };
  watches.add(state);
  return {
    answer(method, path, status) {
      if (status >= 500 && !state.expected) state.surprises.push({ what: `${method} ${path} → ${status}` });
    },
    error(line) {
      if (!state.expected) state.surprises.push({ what: line.split('\n')[0] });
    },
    expectServerErrors() {
      state.expected = true;
    },
    stop() {
      watches.delete(state);
    },
  };
}

/** The surprises seen since the last call, forgotten with it; the running test's allowance ends too. */
export function takeSurprises(): Surprise[] {
  const found = [...watches].flatMap((w) => w.surprises.splice(0));
  for (const w of watches) w.expected = false;
  return found;
}

// Registered once per test file by the app project's setup file.
export function failTestsOnSurprises(): void {
  afterEach(() => {
    const found = takeSurprises();
    if (found.length > 0) {
      throw new Error(`El servidor falló sin que la prueba lo esperase:\n${found.map((s) => `  - ${s.what}`).join('\n')}`);
    }
  });
}
