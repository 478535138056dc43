import { Button, EmptyState, PageHeading, Tabs } from '@canticle/shared-ui/components';

export function SongLibraryPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Song Library" actions={<Button>Add New Song</Button>} />
      <Tabs
        label="Song Library sections"
        items={[
          {
            id: 'library',
            label: 'Your Library (0)',
            content: <EmptyState title="No songs yet" description="Songs you add or import appear here." />,
          },
          {
            id: 'opensong',
            label: 'OpenSong Database',
            content: <EmptyState title="Search the OpenSong Database" description="Matching songs appear here." />,
          },
        ]}
      />
    </div>
  );
}
