import { WEBHOOK_LIMITS } from '@shared/webhook-schemas';

/** How a receiver checks that a delivery came from us: the headers and the HMAC recipe, briefly. */
export function SignatureHelp() {
  return (
    <details className="border-2 border-line p-4 [&_summary]:cursor-pointer">
      <summary className="caps text-lg">How to verify a delivery</summary>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        <p>
          Each delivery is a <code className="font-mono">POST</code> of JSON <code className="font-mono">{'{ id, type, createdAt, data }'}</code> with two headers:
        </p>
        <pre className="overflow-x-auto whitespace-pre-wrap break-all bg-ink p-3 font-mono text-xs">
          {'Threadline-Signature: t=<unix seconds>,v1=<hex signature>\nThreadline-Event-Id: <the event\u2019s id>'}
        </pre>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Take <code className="font-mono">t</code> and <code className="font-mono">v1</code> from the signature header.</li>
          <li>
            Compute the HMAC-SHA256 of <code className="font-mono">t + &quot;.&quot; + body</code> (the raw body, as received) with your
            endpoint&rsquo;s secret, in hex.
          </li>
          <li>Compare it with <code className="font-mono">v1</code> in constant time, and refuse an old <code className="font-mono">t</code> (say, over 5 minutes).</li>
          <li>Answer 2xx within {WEBHOOK_LIMITS.timeoutMs / 1000} seconds. An event may come more than once: skip an event id you have already handled.</li>
        </ol>
      </div>
    </details>
  );
}
