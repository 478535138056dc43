import { EmptyState, PageHeading, Tabs } from '@canticle/shared-ui/components';

const TABS = [
  { id: 'database', label: 'Database Search', hint: 'Search the song database.' },
  { id: 'internet', label: 'Search the Internet (AI)', hint: 'Find a song on the internet.' },
  { id: 'url', label: 'Import from URL', hint: 'Import a song from a web page.' },
  { id: 'upload', label: 'Upload Document', hint: 'Upload a song document.' },
  { id: 'manual', label: 'Manual Entry', hint: 'Type a song in by hand.' },
] as const;

export function OtherSongsPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Other Songs" />
      <Tabs
        label="Ways to add songs"
        items={TABS.map((tab) => ({ id: tab.id, label: tab.label, content: <EmptyState title={tab.label} description={tab.hint} /> }))}
      />
    </div>
  );
}
