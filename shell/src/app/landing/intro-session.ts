import { INTRO_SEEN_FLAG } from './intro-timings';

/** The intro plays once per browser session. */
export function hasSeenIntro(): boolean {
  try {
    return window.sessionStorage.getItem(INTRO_SEEN_FLAG) === 'true';
  } catch {
    return false;
  }
}

export function markIntroSeen(): void {
  try {
    window.sessionStorage.setItem(INTRO_SEEN_FLAG, 'true');
  } catch {
    // Storage can be blocked (private modes); the intro then simply plays again next time.
  }
}
