import { createContext, useContext } from 'react';

/**
 * What a page tells the server's renderer about itself while it renders (issue 27): that it is a
 * "not found" (the reply is then a 404), or the title and lead of a content page. The browser
 * provides no report, so these hooks do nothing there.
 */
export interface PageReport {
  notFound: boolean;
  content?: { title: string; description: string };
}

export const PageReportContext = createContext<PageReport | null>(null);

export function useReportNotFound(): void {
  const report = useContext(PageReportContext);
  if (report) report.notFound = true;
}

export function useReportContent(title: string, description: string): void {
  const report = useContext(PageReportContext);
  if (report) report.content = { title, description };
}
