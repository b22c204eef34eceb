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

interface PageReporter {
  notFound(): void;
  content(title: string, description: string): void;
}

export function pageReporter(report: PageReport): PageReporter {
  return {
    notFound: () => void (report.notFound = true),
    content: (title, description) => void (report.content = { title, description }),
  };
}

export const PageReportContext = createContext<PageReporter | null>(null);

export function useReportNotFound(): void {
  useContext(PageReportContext)?.notFound();
}

export function useReportContent(title: string, description: string): void {
  useContext(PageReportContext)?.content(title, description);
}
