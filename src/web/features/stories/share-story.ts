import { toast } from 'sonner';

/** Shares the story's address with the Web Share API, or copies it when the browser has none (SPEC section 8). */
export async function shareStory(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: `Te comparto la historia «${title}»`, url });
      toast.success('¡Historia compartida!');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error('No se pudo compartir');
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Enlace copiado al portapapeles');
  } catch {
    toast.error('No se pudo copiar el enlace');
  }
}
