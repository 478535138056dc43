import { EmptyState, PageHeading, Tabs } from '@canticle/shared-ui/components';

export function MusiciansPage() {
  return (
    <div className="cn-page">
      <PageHeading title="Musicians View" />
      <Tabs
        label="Musicians View sources"
        items={[
          {
            id: 'setlists',
            label: 'Setlists',
            content: <EmptyState title="Select a Setlist to Begin" description="Choose a setlist to see its chord charts." />,
          },
          {
            id: 'our-songs',
            label: 'Our Songs',
            content: <EmptyState title="No Songs Found" description="Try adjusting your search or filter, or add songs to the library." />,
          },
        ]}
      />
    </div>
  );
}
