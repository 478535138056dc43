export { createRemoteApp, UnknownView, type RemoteApp } from './remote-app';
