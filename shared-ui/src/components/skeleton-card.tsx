export type SkeletonCardProps = { lines?: number };

/** A placeholder card shown while content loads. */
export function SkeletonCard({ lines = 3 }: SkeletonCardProps) {
  return (
    <div className="cn-card cn-skeleton-card" aria-hidden="true">
      <div className="cn-skeleton cn-skeleton--title" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="cn-skeleton cn-skeleton--line" />
      ))}
    </div>
  );
}
