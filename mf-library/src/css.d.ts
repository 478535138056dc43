// Plain CSS files are bundled by rspack; importing one only adds its styles.
declare module '*.css';
