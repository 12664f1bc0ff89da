import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically after a new version was
 * deployed while this tab was open): reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="w-full max-w-md rounded-[var(--radius-card)] bg-white/90 p-8 text-center shadow-xl">
        <h1 className="text-2xl font-extrabold text-ink">{notFound ? 'Página no encontrada' : '¡Ups! Ocurrió un error'}</h1>
        <p className="mt-3 text-muted">
          {notFound
            ? 'La página que buscas no existe.'
            : 'Algo no ha ido bien al mostrar esta página. Recarga para intentarlo de nuevo.'}
        </p>
        <div className="mt-8 flex flex-col gap-3">
          <Button size="lg" onClick={() => window.location.reload()}>
            Recargar la página
          </Button>
          <Button size="lg" variant="outline" onClick={() => window.location.assign('/')}>
            Ir al inicio
          </Button>
        </div>
      </div>
    </main>
  );
}
