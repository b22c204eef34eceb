import { useSearchParams } from 'react-router';
import { UnsubscribeConfirm } from '../../features/notifications/components/unsubscribe-confirm';

/** /unsubscribe?code=: a notification mail's unsubscribe link. No sign-in: the code is the proof. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <title>Unsubscribe · Threadline</title>
      {/* The code is in the address: links from here must not hand it to another site. */}
      <meta name="referrer" content="no-referrer" />
      <UnsubscribeConfirm code={params.get('code') || null} />
    </div>
  );
}
