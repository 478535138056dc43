import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INTRO_FADE_MS,
  INTRO_FALLBACK_COMPLETE_MS,
  INTRO_FALLBACK_TAGLINE_MS,
  INTRO_FALLBACK_TITLE_MS,
  INTRO_HOLD_AFTER_END_MS,
  INTRO_TAGLINE_AT_PROGRESS,
  INTRO_TITLE_AT_PROGRESS,
  INTRO_VIDEO_LOAD_TIMEOUT_MS,
} from './intro-timings';

/** loading → playing (video) or fallback → end-text → fade-out → done. */
export type IntroPhase = 'loading' | 'playing' | 'fallback' | 'end-text' | 'fade-out' | 'done';

export function useIntroSequence(hasVideo: boolean, onComplete: () => void) {
  const [phase, setPhase] = useState<IntroPhase>(hasVideo ? 'loading' : 'fallback');
  const [showTitle, setShowTitle] = useState(false);
  const [showTagline, setShowTagline] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const completed = useRef(false);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  const later = useCallback((ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  const complete = useCallback(() => {
    if (completed.current) return;
    completed.current = true;
    setPhase('done');
    completeRef.current();
  }, []);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // No video, or a video that does not load in time: the fallback animation.
  useEffect(() => {
    if (phase === 'loading') {
      const timer = setTimeout(() => setPhase('fallback'), INTRO_VIDEO_LOAD_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    if (phase !== 'fallback') return;
    later(INTRO_FALLBACK_TITLE_MS, () => setShowTitle(true));
    later(INTRO_FALLBACK_TAGLINE_MS, () => setShowTagline(true));
    later(INTRO_FALLBACK_COMPLETE_MS, complete);
  }, [phase, later, complete]);

  const onVideoReady = useCallback(() => setPhase((p) => (p === 'loading' ? 'playing' : p)), []);
  const onVideoFailed = useCallback(() => setPhase((p) => (p === 'loading' ? 'fallback' : p)), []);

  const onProgress = useCallback((fraction: number) => {
    if (fraction >= INTRO_TITLE_AT_PROGRESS) setShowTitle(true);
    if (fraction >= INTRO_TAGLINE_AT_PROGRESS) setShowTagline(true);
  }, []);

  const onVideoEnded = useCallback(() => {
    setShowTitle(true);
    setShowTagline(true);
    setPhase('end-text');
    later(INTRO_HOLD_AFTER_END_MS, () => {
      setPhase('fade-out');
      later(INTRO_FADE_MS, complete);
    });
  }, [later, complete]);

  return { phase, showTitle, showTagline, skip: complete, onVideoReady, onVideoFailed, onProgress, onVideoEnded };
}
