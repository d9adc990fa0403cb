import { MasterView } from '../master-view.tsx';
import { useMasterScreen } from '../use-master-screen.ts';
import { feedApi, feedConfig } from './feed-config.tsx';

/** /master/feed: the weekly feed standards from the server. */
export function FeedScreen() {
  return <MasterView {...useMasterScreen(feedConfig, feedApi)} />;
}
