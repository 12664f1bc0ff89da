// The OpenAI SDK client every OpenAI-compatible adapter uses (writer, narrator, guard, moderation).
import OpenAI from 'openai';

export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey?: string | null;
  timeoutMs?: number;
  maxRetries?: number;
}

export function openAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl,
    // Self-hosted servers often need no key; the SDK insists on one.
    apiKey: options.apiKey || 'sin-clave',
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 1,
  });
}
