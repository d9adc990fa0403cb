import { apiPaths } from '@pfm/shared';
import { postingDependents } from '../../../lib/documents/document-api.ts';
import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { growthUpdateApi, growthUpdateConfig } from './growth-config.tsx';

/**
 * An update changes its batch (birds alive, latest week), the batch's Growth Report and the
 * dashboard's batches and alerts; it posts no stock or money.
 */
const growthDependents = [...postingDependents, apiPaths.growthReport, apiPaths.dashboard] as const;

/** /transaction/growth: weekly growth updates of the batches from the server. */
export function GrowthUpdateScreen() {
  return (
    <DocumentView
      {...useDocumentScreen(growthUpdateConfig, growthUpdateApi, { dependents: growthDependents })}
    />
  );
}
