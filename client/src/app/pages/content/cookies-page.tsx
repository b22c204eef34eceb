import { ContentPage, ContentSection } from './content-page';

export default function CookiesPage() {
  return (
    <ContentPage eyebrow="Legal" title="Cookies" lead="One cookie, and only when you sign in.">
      <ContentSection title="The session cookie">
        <p>
          Signing in sets a single session cookie that keeps you signed in. It holds a random identifier, not your
          details, cannot be read by scripts on the page, and is deleted when you sign out.
        </p>
      </ContentSection>
      <ContentSection title="Nothing else">
        <p>No advertising, analytics or third-party cookies are used. Browsing the shop signed out sets no cookie.</p>
      </ContentSection>
    </ContentPage>
  );
}
