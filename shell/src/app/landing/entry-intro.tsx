import { useRef } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../product';
import { INTRO_FADE_MS, INTRO_PLAYBACK_RATE } from './intro-timings';
import { useIntroSequence } from './use-intro-sequence';
import './entry-intro.css';

export type EntryIntroProps = {
  /** Optional intro video. Without one (Canticle ships none yet) the fallback animation runs. */
  videoSrc?: string;
  onComplete: () => void;
};

/** Full-screen intro: the product title and tagline over a video or the fallback animation. */
export function EntryIntro({ videoSrc, onComplete }: EntryIntroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const intro = useIntroSequence(Boolean(videoSrc), onComplete);
  const usingVideo = videoSrc && intro.phase !== 'fallback';

  return (
    <div
      className={`cn-intro${intro.phase === 'fade-out' ? ' cn-intro--fading' : ''}`}
      style={{ transitionDuration: `${INTRO_FADE_MS}ms` }}
      data-phase={intro.phase}
    >
      {usingVideo && (
        <video
          ref={video}
          className="cn-intro__video"
          src={videoSrc}
          autoPlay
          muted
          playsInline
          onLoadedData={() => {
            if (video.current) video.current.playbackRate = INTRO_PLAYBACK_RATE;
            intro.onVideoReady();
          }}
          onError={intro.onVideoFailed}
          onTimeUpdate={(event) => {
            const { currentTime, duration } = event.currentTarget;
            if (duration > 0) intro.onProgress(currentTime / duration);
          }}
          onEnded={intro.onVideoEnded}
        />
      )}
      {!usingVideo && <div className="cn-intro__fallback" aria-hidden="true" />}
      <div className="cn-intro__text">
        <p className={`cn-intro__title${intro.showTitle ? ' cn-intro__shown' : ''}`}>{PRODUCT_NAME}</p>
        <p className={`cn-intro__tagline${intro.showTagline ? ' cn-intro__shown' : ''}`}>{PRODUCT_TAGLINE}</p>
      </div>
      <button type="button" className="cn-button cn-button--ghost cn-button--sm cn-intro__skip" onClick={intro.skip}>
        Skip intro
      </button>
    </div>
  );
}
