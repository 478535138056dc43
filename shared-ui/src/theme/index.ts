// The stylesheet itself is imported once by the shell: `import '@canticle/shared-ui/theme.css'`.
export { MOBILE_BREAKPOINT_PX, themeColors, themeVars } from './theme-tokens';
