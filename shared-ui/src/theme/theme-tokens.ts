/** Width below which the navigation becomes a drawer and grids collapse (px). Matches theme.css. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The theme's CSS custom properties, for code that styles inline (e.g. canvas or projection windows). */
export const themeVars = {
  background: 'var(--cn-bg)',
  surface: 'var(--cn-surface)',
  surfaceRaised: 'var(--cn-surface-raised)',
  border: 'var(--cn-border)',
  text: 'var(--cn-text)',
  textMuted: 'var(--cn-text-muted)',
  primary: 'var(--cn-primary)',
  primaryText: 'var(--cn-primary-text)',
  destructive: 'var(--cn-destructive)',
  radius: 'var(--cn-radius)',
} as const;

/** Plain colours for places CSS variables cannot reach (the projection display is pure black). */
export const themeColors = {
  background: '#0b0d12',
  text: '#e8eaf0',
  primary: '#8b7cf6',
  destructive: '#e5484d',
  projectionBackground: '#000000',
  projectionText: '#ffffff',
} as const;
