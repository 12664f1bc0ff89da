// A real model when one is at hand: with no OPENAI_BASE_URL, an Ollama server running on this machine
// with a model pulled writes the stories through the same OpenAI-compatible writer (Ollama serves that
// API under /v1). Without one, or with WRITER=offline, the embedded storyteller writes them.
import type { Config } from '../../config';

/** Where Ollama listens by default; tests point the detection at a server of their own. */
export const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434';

/** Models that write good Spanish and fit 8 GB, best first; any other pulled chat model comes after. */
const PREFERRED = ['qwen2.5', 'llama3.1', 'gemma2', 'mistral-nemo', 'mistral', 'llama3.2', 'phi3'];

interface OllamaTags {
  models?: { name?: unknown; model?: unknown }[];
}

/** A pulled model that can chat: embedding and guard models cannot write a story. */
function canWrite(name: string): boolean {
  return !/embed|guard|minilm|bge|rerank/i.test(name);
}

/** Picks the model to write with: the configured one if pulled, else the best known one, else the first. */
export function chooseModel(pulled: string[], wanted?: string): string | undefined {
  const usable = pulled.filter(canWrite);
  if (wanted && usable.includes(wanted)) return wanted;
  for (const family of PREFERRED) {
    const found = usable.find((name) => name === family || name.startsWith(`${family}:`));
    if (found) return found;
  }
  return usable[0];
}

/**
 * Asks an Ollama server which models are pulled (GET /api/tags). Answers the OpenAI-compatible address
 * and the model to use, or undefined when nothing answers in time or no usable model is pulled.
 */
export async function detectOllama(
  options: { url?: string; timeoutMs?: number; wantedModel?: string } = {},
): Promise<{ baseUrl: string; model: string } | undefined> {
  const url = (options.url ?? OLLAMA_DEFAULT_URL).replace(/\/+$/, '');
  try {
    const response = await fetch(`${url}/api/tags`, { signal: AbortSignal.timeout(options.timeoutMs ?? 1500) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as OllamaTags;
    const names = (body.models ?? []).map((m) => (typeof m.name === 'string' ? m.name : typeof m.model === 'string' ? m.model : '')).filter(Boolean);
    const model = chooseModel(names, options.wantedModel);
    return model ? { baseUrl: `${url}/v1`, model } : undefined;
  } catch {
    // Nothing listening, a timeout or an answer that is not Ollama's: the embedded storyteller writes.
    return undefined;
  }
}

/**
 * The writer configuration the server starts with: WRITER=offline forces the embedded storyteller, a
 * configured endpoint is used as it is, and otherwise a local Ollama with a pulled model is used.
 */
export async function resolveWriterConfig(config: Config, options: { ollamaUrl?: string; timeoutMs?: number } = {}): Promise<Config> {
  if (config.writer.mode === 'offline') return { ...config, writer: { ...config.writer, baseUrl: undefined, source: 'offline' } };
  if (config.writer.baseUrl) return config;
  const found = await detectOllama({ url: options.ollamaUrl, timeoutMs: options.timeoutMs, wantedModel: config.writer.modelSet ? config.writer.model : undefined });
  if (!found) return config;
  return { ...config, writer: { ...config.writer, baseUrl: found.baseUrl, model: found.model, source: 'ollama' } };
}
