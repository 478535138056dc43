import { useState } from 'react';
import { EntryIntro } from './entry-intro';
import { hasSeenIntro, markIntroSeen } from './intro-session';
import { LoginScreen } from './login-screen';

/** `/` for visitors who are not signed in: the intro once per session, then the login screen. */
export default function LandingPage() {
  const [introDone, setIntroDone] = useState(hasSeenIntro);
  if (!introDone) {
    return (
      <EntryIntro
        onComplete={() => {
          markIntroSeen();
          setIntroDone(true);
        }}
      />
    );
  }
  return <LoginScreen />;
}
