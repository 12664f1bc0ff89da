import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import { authClient, syncSession } from '../lib/auth-client';

const ERROR_REDIRECT_MS = 3000;

/** Return point of a Google sign-in (SPEC section 4, Auth callback). */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const providerError = searchParams.get('error');

  useEffect(() => {
    // Runs once, even under StrictMode's double effects: a second run would race the first navigation.
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;

    function fail() {
      setFailed(true);
      toast.error('Error de autenticación', { description: 'Ocurrió un error inesperado' });
      timer = window.setTimeout(() => void navigate('/login', { replace: true }), ERROR_REDIRECT_MS);
    }

    async function run() {
      if (providerError) return fail();
      try {
        const { data, error } = await authClient.getSession();
        if (error) return fail();
        if (!data?.user) {
          await navigate('/login', { replace: true });
          return;
        }
        await syncSession(true);
        // Signed in but the profile could not be loaded: the same message and delayed return as any
        // other failure here, instead of a silent jump.
        if ((await completeSignIn()) === 'failed') fail();
      } catch {
        fail();
      }
    }

    void run();
    return () => window.clearTimeout(timer);
  }, [completeSignIn, navigate, providerError]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      {failed ? (
        <div className="w-full max-w-sm">
          <h1 className="mb-4 text-2xl font-extrabold text-ink">Error de autenticación</h1>
          <Notice tone="error">
            <p>Ocurrió un error inesperado</p>
            <p className="mt-1">Redirigiendo al inicio de sesión...</p>
          </Notice>
        </div>
      ) : (
        <>
          <h1 className="sr-only">Autenticando</h1>
          <Spinner label="Autenticando..." size="lg" showLabel />
        </>
      )}
    </main>
  );
}
