/** Query values we drop rather than send: the API treats an empty string as a value, not as "no filter". */
type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A failed call. The message is "{status}: {body}" as spec section 8 requires; status is kept for branching. */
export class ApiRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The total across pages of a list reply (X-Total-Count), never fewer than the rows it carried. */
export function totalCount(headers: Headers, shown: number): number {
  const header = Number(headers.get('X-Total-Count'));
  return Number.isFinite(header) && header >= shown ? header : shown;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (input, init) => fetch(input, init);

/** The server's renderer answers the pages' reads inside its own process (issue 27); the browser keeps `fetch`. */
export function configureApiFetch(serverFetch: Fetcher): void {
  fetcher = serverFetch;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: { params?: QueryParams; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const hasBody = options.body !== undefined;
  const response = await fetcher(buildUrl(path, options.params), {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new ApiRequestError(response.status, `${response.status}: ${text}`);
  }
  const data = response.status === 204 ? (undefined as T) : ((await response.json()) as T);
  return { data, headers: response.headers };
}

export const api = {
  get: async <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    (await apiRequest<T>('GET', path, { params, signal })).data,
  post: async <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    (await apiRequest<T>('POST', path, { body, headers })).data,
  put: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PUT', path, { body })).data,
  patch: async <T>(path: string, body?: unknown) => (await apiRequest<T>('PATCH', path, { body })).data,
  delete: async <T>(path: string) => (await apiRequest<T>('DELETE', path)).data,
};
