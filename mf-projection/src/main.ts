// Standalone dev mount. The async boundary lets shared modules (react, shared-ui) be negotiated first.
void import('./bootstrap');
