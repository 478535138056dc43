export type SpinnerProps = { label?: string; size?: 'sm' | 'md' | 'lg' };

export function Spinner({ label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span className={`cn-spinner cn-spinner--${size}`} role="status">
      <span className="cn-visually-hidden">{label}</span>
    </span>
  );
}
