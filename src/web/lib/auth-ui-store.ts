import { create } from 'zustand';

interface AuthUiState {
  /**
   * True from the moment the user presses 'Cerrar Sesión' until the app has left the guarded page. Meanwhile
   * the guard and the landing page wait instead of reacting to the session disappearing (which would
   * otherwise remember the settings page as a redirect target or bounce to /home on stale data).
   */
  signingOut: boolean;
  setSigningOut: (value: boolean) => void;
}

export const useAuthUiStore = create<AuthUiState>()((set) => ({
  signingOut: false,
  setSigningOut: (signingOut) => set({ signingOut }),
}));
