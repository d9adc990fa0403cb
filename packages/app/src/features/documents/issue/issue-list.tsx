import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { issueApi, issueListConfig } from './issue-list-config.tsx';

/**
 * The issues to farmers from the server, as a section (h2) to place under the wizard on
 * /transaction/issue: filters in the URL, the detail sheet with its postings, and Cancel for
 * Administrators. The wizard's submit should invalidate `apiPaths.issues` so a new issue shows here.
 */
export function IssueList() {
  return <DocumentView {...useDocumentScreen(issueListConfig, issueApi)} headingLevel={2} />;
}
