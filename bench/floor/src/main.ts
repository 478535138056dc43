// The same async boundary as the shell: the federation runtime starts, then the app.
void import('./bootstrap');
